import { chartBlock } from './chart-block.ts';

/** Element 6 — Gastos por naturaleza (PCGE 2019), accounts 60 to 65. */
export const ELEMENT_6A = chartBlock(`
6 Gastos por naturaleza
60 Compras
601 Mercaderías
6011 Mercaderías
602 Materias primas
603 Materiales auxiliares, suministros y repuestos
6031 Materiales auxiliares
6032 Suministros
6033 Repuestos
604 Envases y embalajes
6041 Envases
6042 Embalajes
609 Costos vinculados con las compras
6091 Costos vinculados con las compras de mercaderías
60911 Transporte
60912 Seguros
60913 Derechos aduaneros
60914 Comisiones
60919 Otros costos
6092 Costos vinculados con las compras de materias primas
60921 Transporte
60922 Seguros
60923 Derechos aduaneros
60924 Comisiones
60925 Otros costos
6093 Costos vinculados con las compras de materiales, suministros y repuestos
60931 Transporte
60932 Seguros
60933 Derechos aduaneros
60934 Comisiones
60935 Otros costos
6094 Costos vinculados con las compras de envases y embalajes
60941 Transporte
60942 Seguros
60943 Derechos aduaneros
60944 Comisiones
60945 Otros costos

61 Variación de inventarios
611 Mercaderías
6111 Mercaderías
612 Materias primas
6121 Materias primas
613 Materiales auxiliares, suministros y repuestos
6131 Materiales auxiliares
6132 Suministros
6133 Repuestos
614 Envases y embalajes
6141 Envases
6142 Embalajes

62 Gastos de personal y directores
621 Remuneraciones
6211 Sueldos y salarios
6212 Comisiones
6213 Remuneraciones en especie
6214 Gratificaciones
6215 Vacaciones
622 Otras remuneraciones
623 Indemnizaciones al personal
624 Capacitación
625 Atención al personal
627 Seguridad, previsión social y otras contribuciones
6271 Régimen de prestaciones de salud
6272 Régimen de pensiones – Aporte de empresa
6273 Seguro complementario de trabajo de riesgo, accidentes de trabajo y enfermedades profesionales
6274 Seguro de vida
6275 Seguros particulares de prestaciones de salud – EPS y otros particulares
6276 Caja de beneficios de seguridad social del pescador
6277 Contribuciones al SENATI
628 Retribuciones al directorio
629 Beneficios sociales de los trabajadores
6291 Compensación por tiempo de servicio
6292 Pensiones y jubilaciones
6293 Otros beneficios post-empleo
6294 Participación en las utilidades
62941 Participación corriente
62942 Participación diferida

63 Gastos de servicios prestados por terceros
631 Transporte, correos y gastos de viaje
6311 Transporte
63111 De carga
63112 De pasajeros
6312 Correos
6313 Alojamiento
6314 Alimentación
6315 Otros gastos de viaje
632 Asesoría y consultoría
6321 Administrativa
6322 Legal y tributaria
6323 Auditoría y contable
6324 Mercadotecnia
6325 Medioambiental
6326 Investigación y desarrollo
6327 Producción
6329 Otros
633 Producción encargada a terceros
634 Mantenimiento y reparaciones
6341 Propiedades de inversión
6342 Activos por derecho de uso
63421 Financiero
63422 Operativo
6343 Propiedad, planta y equipo
6344 Intangibles
6345 Activos biológicos
635 Alquileres
6351 Terrenos
6352 Edificaciones
6353 Maquinarias y equipos de explotación
6354 Equipo de transporte
6355 Muebles y enseres
6356 Equipos diversos
636 Servicios básicos
6361 Energía eléctrica
6362 Gas
6363 Agua
6364 Teléfono
6365 Internet
6366 Radio
6367 Cable
637 Publicidad, publicaciones, relaciones públicas
6371 Publicidad
6372 Publicaciones
6373 Relaciones públicas
638 Servicios de contratistas
639 Otros servicios prestados por terceros
6391 Gastos bancarios
6392 Gastos de laboratorio

64 Gastos por tributos
641 Gobierno nacional
6411 Impuesto general a las ventas y selectivo al consumo
6412 Impuesto a las transacciones financieras
6413 Impuesto temporal a los activos netos
6414 Impuesto a los juegos de casino y máquinas tragamonedas
6415 Regalías mineras
6416 Cánones
6419 Otros
642 Gobierno regional
643 Gobierno local
6431 Impuesto predial
6432 Arbitrios municipales y seguridad ciudadana
6433 Impuesto al patrimonio vehicular
6434 Licencia de funcionamiento
6439 Otros
644 Otros gastos por tributos
6442 Contribución al SENCICO
6443 Otros
645 Gastos en deuda tributaria
6451 Intereses
6452 Intereses – Fraccionamiento
6453 Multas
6454 Costas y otros

65 Otros gastos de gestión
651 Seguros
652 Regalías
653 Suscripciones
654 Licencias y derechos de vigencia
655 Costo neto de enajenación de activos inmovilizados y operaciones discontinuadas
6551 Costo neto de enajenación de activos inmovilizados
65511 Inversiones mobiliarias
65512 Propiedades de inversión
65513 Activos por derecho de uso – Arrendamiento financiero
65514 Propiedad, planta y equipo
65515 Intangibles
65516 Activos biológicos
6552 Operaciones discontinuadas – Abandono de activos
65521 Propiedades de inversión
65522 Activos por derecho de uso – Arrendamiento financiero
65523 Propiedad, planta y equipo
65524 Intangibles
65525 Activos biológicos
656 Suministros
658 Gestión medioambiental
659 Otros gastos de gestión
6591 Donaciones
6592 Sanciones administrativas
`);

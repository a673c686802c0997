import type { TClientCreateBody } from '@zerg/shared';

/**
 * Demo clients of a Lima carrier: mining, cement, retail, agro-export, beverages, fuel… Company names
 * are invented; the RUCs carry valid check digits and the addresses sit in real districts (INEI ubigeo).
 */
export const DEMO_CLIENTS: TClientCreateBody[] = [
  {
    documentType: 'RUC',
    documentNumber: '20526018151',
    legalName: 'Compañía Minera Cordillera Blanca S.A.A.',
    tradeName: 'Minera Cordillera Blanca',
    paymentTermDays: 60,
    currency: 'USD',
    creditLimit: '250000.00',
    addresses: [
      {
        ubigeo: '150131',
        address: 'Av. Javier Prado Este 2465, piso 8',
        reference: 'Torre Real, frente al Centro Empresarial',
        deliveryPoints: [
          {
            name: 'Almacén Callao',
            address: 'Av. Néstor Gambetta 5502',
            ubigeo: '070101',
            contactName: 'Raúl Huamán',
            contactPhone: '(+51)987112233',
          },
          {
            name: 'Unidad minera Antamina (acopio Huallanca)',
            address: 'Carretera Huallanca km 12',
            ubigeo: '021801',
          },
        ],
      },
    ],
    contacts: [
      {
        name: 'Patricia Salazar Ríos',
        role: 'Jefa de logística',
        phone: '(+51)987654301',
        email: 'psalazar@cordillerablanca.pe',
      },
      {
        name: 'Jorge Villanueva Cáceres',
        role: 'Tesorería',
        phone: '(+51)994221100',
        email: 'jvillanueva@cordillerablanca.pe',
      },
    ],
  },
  {
    documentType: 'RUC',
    documentNumber: '20908301669',
    legalName: 'Cementos del Pacífico S.A.',
    tradeName: 'Cementos Pacífico',
    paymentTermDays: 45,
    currency: 'PEN',
    creditLimit: '400000.00',
    addresses: [
      {
        ubigeo: '150103',
        address: 'Av. Nicolás Ayllón 2680',
        reference: 'Altura del km 4 de la Carretera Central',
        deliveryPoints: [
          {
            name: 'Planta Atocongo',
            address: 'Av. Atocongo 2440',
            ubigeo: '150143',
            contactName: 'Miguel Ccori',
            contactPhone: '(+51)965441122',
          },
          { name: 'Depósito Trujillo', address: 'Panamericana Norte km 558', ubigeo: '130101' },
        ],
      },
    ],
    contacts: [
      {
        name: 'Carmen Quispe Mamani',
        role: 'Coordinadora de despachos',
        phone: '(+51)956330011',
        email: 'cquispe@cementospacifico.pe',
      },
    ],
  },
  {
    documentType: 'RUC',
    documentNumber: '20131860910',
    legalName: 'Agroexportadora Valle de Ica S.A.C.',
    tradeName: 'AgroIca',
    paymentTermDays: 30,
    currency: 'USD',
    creditLimit: '80000.00',
    addresses: [
      {
        ubigeo: '110101',
        address: 'Fundo Santa Rosa, Panamericana Sur km 299',
        reference: 'Desvío a Los Aquijes',
        deliveryPoints: [
          { name: 'Packing Santa Rosa', address: 'Panamericana Sur km 299', ubigeo: '110101' },
          { name: 'Terminal de contenedores Callao', address: 'Av. Manco Cápac 113', ubigeo: '070101' },
        ],
      },
    ],
    contacts: [
      {
        name: 'Luis Alberto Uchuya',
        role: 'Gerente de operaciones',
        phone: '(+51)956778899',
        email: 'luchuya@agroica.pe',
      },
    ],
  },
  {
    documentType: 'RUC',
    documentNumber: '20390996030',
    legalName: 'Supermercados Lima Norte S.A.',
    tradeName: 'SuperNorte',
    paymentTermDays: 30,
    currency: 'PEN',
    creditLimit: '150000.00',
    addresses: [
      {
        ubigeo: '150135',
        address: 'Av. Alfredo Mendiola 3698',
        reference: null,
        deliveryPoints: [
          { name: 'Centro de distribución Huachipa', address: 'Av. Las Torres 1560', ubigeo: '150103' },
          { name: 'Tienda Comas', address: 'Av. Túpac Amaru 1280', ubigeo: '150110' },
          { name: 'Tienda Independencia', address: 'Av. Carlos Izaguirre 287', ubigeo: '150135' },
        ],
      },
    ],
    contacts: [
      {
        name: 'Rosa Elvira Chávez',
        role: 'Recepción de mercadería',
        phone: '(+51)912345001',
        email: 'rchavez@supernorte.pe',
      },
    ],
  },
  {
    documentType: 'RUC',
    documentNumber: '20082462814',
    legalName: 'Bebidas y Refrescos Andinos S.A.C.',
    tradeName: 'Refrescos Andinos',
    paymentTermDays: 15,
    currency: 'PEN',
    creditLimit: '90000.00',
    addresses: [
      {
        ubigeo: '150137',
        address: 'Av. Separadora Industrial 1920',
        reference: 'Frente a la Vía de Evitamiento',
        deliveryPoints: [
          { name: 'Planta Santa Anita', address: 'Av. Separadora Industrial 1920', ubigeo: '150137' },
          { name: 'Distribuidora Huancayo', address: 'Av. Ferrocarril 1035', ubigeo: '120101' },
        ],
      },
    ],
    contacts: [
      {
        name: 'Óscar Tello Benites',
        role: 'Jefe de distribución',
        phone: '(+51)998877665',
        email: 'otello@refrescosandinos.pe',
      },
    ],
  },
  {
    documentType: 'RUC',
    documentNumber: '20948219931',
    legalName: 'Corporación Aceros del Sur S.A.',
    tradeName: 'Aceros del Sur',
    paymentTermDays: 60,
    currency: 'USD',
    creditLimit: '180000.00',
    addresses: [
      {
        ubigeo: '040101',
        address: 'Parque Industrial Río Seco, Mz. C Lt. 4',
        reference: 'Cerro Colorado',
        deliveryPoints: [
          { name: 'Almacén Arequipa', address: 'Parque Industrial Río Seco Mz. C Lt. 4', ubigeo: '040101' },
        ],
      },
      {
        ubigeo: '150142',
        address: 'Av. Separadora Industrial 2450, Parque Industrial',
        reference: null,
        deliveryPoints: [
          {
            name: 'Almacén Lima Sur',
            address: 'Parque Industrial de Villa El Salvador, Mz. J Lt. 12',
            ubigeo: '150142',
          },
        ],
      },
    ],
    contacts: [
      {
        name: 'Fiorella Pinto Zegarra',
        role: 'Compras',
        phone: '(+51)959001122',
        email: 'fpinto@acerosdelsur.pe',
      },
    ],
  },
  {
    documentType: 'RUC',
    documentNumber: '20518190939',
    legalName: 'Distribuidora de Combustibles Costa Norte S.A.C.',
    tradeName: 'Combustibles Costa Norte',
    paymentTermDays: 30,
    currency: 'PEN',
    creditLimit: '120000.00',
    addresses: [
      {
        ubigeo: '200101',
        address: 'Av. Sánchez Cerro 1450',
        reference: null,
        deliveryPoints: [
          { name: 'Planta Piura', address: 'Zona Industrial II Mz. B Lt. 3', ubigeo: '200101' },
          { name: 'Grifo Sullana', address: 'Av. José de Lama 540', ubigeo: '200601' },
        ],
      },
    ],
    contacts: [
      {
        name: 'Manuel Seminario Castro',
        role: 'Jefe de planta',
        phone: '(+51)969556677',
        email: 'mseminario@costanorte.pe',
      },
    ],
  },
  {
    documentType: 'RUC',
    documentNumber: '20786579750',
    legalName: 'Textiles Gamarra Export E.I.R.L.',
    tradeName: 'Gamarra Export',
    paymentTermDays: 15,
    currency: 'PEN',
    creditLimit: '25000.00',
    addresses: [
      {
        ubigeo: '150115',
        address: 'Jr. Gamarra 1045, interior 302',
        reference: 'Galería Guizado',
        deliveryPoints: [
          { name: 'Almacén La Victoria', address: 'Jr. Hipólito Unanue 1720', ubigeo: '150115' },
        ],
      },
    ],
    contacts: [
      {
        name: 'Yolanda Huarcaya',
        role: 'Gerente general',
        phone: '(+51)944332211',
        email: 'yhuarcaya@gamarraexport.pe',
      },
    ],
  },
  {
    documentType: 'RUC',
    documentNumber: '20432319483',
    legalName: 'Pesquera Mar de Chimbote S.A.',
    tradeName: 'Pesquera Mar de Chimbote',
    paymentTermDays: 45,
    currency: 'USD',
    creditLimit: '95000.00',
    addresses: [
      {
        ubigeo: '021801',
        address: 'Av. Enrique Meiggs 1350, Zona Industrial',
        reference: null,
        deliveryPoints: [
          { name: 'Planta Chimbote', address: 'Av. Enrique Meiggs 1350', ubigeo: '021801' },
          { name: 'Depósito Callao', address: 'Av. Argentina 3093', ubigeo: '070101' },
        ],
      },
    ],
    contacts: [
      {
        name: 'César Ramos Vega',
        role: 'Logística',
        phone: '(+51)943210987',
        email: 'cramos@mardechimbote.pe',
      },
    ],
  },
  {
    documentType: 'RUC',
    documentNumber: '20757491185',
    legalName: 'Agrícola Chavimochic S.A.C.',
    tradeName: 'Agro Chavimochic',
    paymentTermDays: 30,
    currency: 'USD',
    creditLimit: '70000.00',
    addresses: [
      {
        ubigeo: '130101',
        address: 'Av. América Sur 3145',
        reference: null,
        deliveryPoints: [{ name: 'Fundo Virú', address: 'Panamericana Norte km 515', ubigeo: '130101' }],
      },
    ],
    contacts: [
      {
        name: 'Ana Lucía Rebaza',
        role: 'Exportaciones',
        phone: '(+51)949876543',
        email: 'arebaza@chavimochic.pe',
      },
    ],
  },
  {
    documentType: 'RUC',
    documentNumber: '20625276013',
    legalName: 'Ferretería Industrial Huancayo S.R.L.',
    tradeName: 'Ferreindustrial',
    paymentTermDays: 7,
    currency: 'PEN',
    creditLimit: '15000.00',
    addresses: [
      {
        ubigeo: '120101',
        address: 'Jr. Ica 650',
        reference: 'A una cuadra del mercado mayorista',
        deliveryPoints: [{ name: 'Tienda principal', address: 'Jr. Ica 650', ubigeo: '120101' }],
      },
    ],
    contacts: [{ name: 'Walter Rojas Poma', role: 'Propietario', phone: '(+51)964112233', email: null }],
  },
  {
    documentType: 'RUC',
    documentNumber: '20895559793',
    legalName: 'Molinos y Alimentos del Perú S.A.',
    tradeName: 'Molinos del Perú',
    paymentTermDays: 30,
    currency: 'PEN',
    creditLimit: '200000.00',
    addresses: [
      {
        ubigeo: '070101',
        address: 'Av. Argentina 4793',
        reference: null,
        deliveryPoints: [
          { name: 'Molino Callao', address: 'Av. Argentina 4793', ubigeo: '070101' },
          { name: 'Almacén Cusco', address: 'Av. De la Cultura 2010', ubigeo: '080101' },
        ],
      },
    ],
    contacts: [
      {
        name: 'Giovanna Lértora',
        role: 'Planeamiento',
        phone: '(+51)955443322',
        email: 'glertora@molinosperu.pe',
      },
    ],
  },
  {
    documentType: 'RUC',
    documentNumber: '20711471040',
    legalName: 'Cervecera del Norte S.A.A.',
    tradeName: 'Cervecera del Norte',
    paymentTermDays: 30,
    currency: 'PEN',
    creditLimit: '300000.00',
    addresses: [
      {
        ubigeo: '140101',
        address: 'Carretera a Lambayeque km 4.5',
        reference: null,
        deliveryPoints: [
          { name: 'Planta Chiclayo', address: 'Carretera a Lambayeque km 4.5', ubigeo: '140101' },
          { name: 'Centro de distribución Ate', address: 'Av. Nicolás Ayllón 4950', ubigeo: '150103' },
        ],
      },
    ],
    contacts: [
      {
        name: 'Héctor Zapata Díaz',
        role: 'Transportes',
        phone: '(+51)978123456',
        email: 'hzapata@cerveceranorte.pe',
      },
    ],
  },
  {
    documentType: 'RUC',
    documentNumber: '20974650755',
    legalName: 'Química Industrial Andina S.A.C.',
    tradeName: 'Quimandina',
    paymentTermDays: 45,
    currency: 'USD',
    creditLimit: '60000.00',
    addresses: [
      {
        ubigeo: '150103',
        address: 'Av. Los Frutales 330',
        reference: null,
        deliveryPoints: [{ name: 'Planta Ate', address: 'Av. Los Frutales 330', ubigeo: '150103' }],
      },
    ],
    contacts: [
      {
        name: 'Diana Carrasco',
        role: 'Seguridad y medio ambiente',
        phone: '(+51)987001234',
        email: 'dcarrasco@quimandina.pe',
      },
    ],
  },
  {
    documentType: 'RUC',
    documentNumber: '20291703420',
    legalName: 'Minera Los Andes de Moquegua S.A.',
    tradeName: 'Minera Los Andes',
    paymentTermDays: 60,
    currency: 'USD',
    creditLimit: '220000.00',
    addresses: [
      {
        ubigeo: '180101',
        address: 'Calle Ayacucho 540',
        reference: null,
        deliveryPoints: [
          { name: 'Campamento Cuajone (recepción)', address: 'Carretera Binacional km 28', ubigeo: '180101' },
        ],
      },
    ],
    contacts: [
      {
        name: 'Renzo Paredes Málaga',
        role: 'Abastecimiento',
        phone: '(+51)953222111',
        email: 'rparedes@mineralosandes.pe',
      },
    ],
  },
  {
    documentType: 'RUC',
    documentNumber: '20366712764',
    legalName: 'Grupo Retail Plaza Sur S.A.C.',
    tradeName: 'Plaza Sur',
    paymentTermDays: 30,
    currency: 'PEN',
    creditLimit: '110000.00',
    addresses: [
      {
        ubigeo: '150140',
        address: 'Av. Caminos del Inca 1230',
        reference: null,
        deliveryPoints: [
          { name: 'CD Lurín', address: 'Antigua Panamericana Sur km 36', ubigeo: '150142' },
          { name: 'Tienda Chorrillos', address: 'Av. Huaylas 1540', ubigeo: '150108' },
        ],
      },
    ],
    contacts: [
      {
        name: 'Mariela Soto Gallardo',
        role: 'Jefa de abastecimiento',
        phone: '(+51)999111222',
        email: 'msoto@plazasur.pe',
      },
    ],
  },
  {
    documentType: 'RUC',
    documentNumber: '20842684651',
    legalName: 'Avícola San Fernando del Norte S.A.',
    tradeName: 'Avícola del Norte',
    paymentTermDays: 15,
    currency: 'PEN',
    creditLimit: '75000.00',
    addresses: [
      {
        ubigeo: '150601',
        address: 'Carretera Huaral–Chancay km 4',
        reference: null,
        deliveryPoints: [
          { name: 'Granja Huaral', address: 'Carretera Huaral–Chancay km 4', ubigeo: '150601' },
        ],
      },
    ],
    contacts: [
      { name: 'Iván Ormeño', role: 'Logística', phone: '(+51)947000111', email: 'iormeno@avicolanorte.pe' },
    ],
  },
  {
    documentType: 'RUC',
    documentNumber: '20632122331',
    legalName: 'Vidriería y Envases Cajamarca S.A.C.',
    tradeName: 'Envases Cajamarca',
    paymentTermDays: 30,
    currency: 'PEN',
    creditLimit: '40000.00',
    addresses: [
      {
        ubigeo: '060101',
        address: 'Av. Vía de Evitamiento Norte 1500',
        reference: null,
        deliveryPoints: [
          { name: 'Almacén Cajamarca', address: 'Av. Vía de Evitamiento Norte 1500', ubigeo: '060101' },
        ],
      },
    ],
    contacts: [
      {
        name: 'Sofía Chávarry',
        role: 'Administración',
        phone: '(+51)976555444',
        email: 'schavarry@envasescaj.pe',
      },
    ],
  },
  {
    documentType: 'RUC',
    documentNumber: '20079244024',
    legalName: 'Vinos y Piscos de Chincha S.A.C.',
    tradeName: 'Bodega Chincha',
    paymentTermDays: 30,
    currency: 'PEN',
    creditLimit: '35000.00',
    addresses: [
      {
        ubigeo: '110201',
        address: 'Panamericana Sur km 197',
        reference: 'Ingreso por El Carmen',
        deliveryPoints: [{ name: 'Bodega Chincha', address: 'Panamericana Sur km 197', ubigeo: '110201' }],
      },
    ],
    contacts: [
      {
        name: 'Eduardo Tasayco',
        role: 'Ventas',
        phone: '(+51)956123789',
        email: 'etasayco@bodegachincha.pe',
      },
    ],
  },
  {
    documentType: 'DNI',
    documentNumber: '41827365',
    legalName: 'Juan Carlos Mamani Quispe',
    tradeName: 'Comercial Mamani',
    paymentTermDays: 0,
    currency: 'PEN',
    creditLimit: '5000.00',
    addresses: [
      {
        ubigeo: '150132',
        address: 'Av. Próceres de la Independencia 3120',
        reference: null,
        deliveryPoints: [
          {
            name: 'Puesto mercado Caja de Agua',
            address: 'Av. Próceres de la Independencia 3120',
            ubigeo: '150132',
          },
        ],
      },
    ],
    contacts: [{ name: 'Juan Carlos Mamani Quispe', role: 'Titular', phone: '(+51)951234567', email: null }],
  },
  {
    documentType: 'RUC',
    documentNumber: '20685995281',
    legalName: 'Constructora Vías del Centro S.A.C.',
    tradeName: 'Vías del Centro',
    paymentTermDays: 45,
    currency: 'PEN',
    creditLimit: '0.00',
    addresses: [],
    contacts: [],
  },
];

/** Clients that stopped working with the company: deactivated, never deleted. */
export const DEMO_INACTIVE_CLIENTS = ['20685995281'];

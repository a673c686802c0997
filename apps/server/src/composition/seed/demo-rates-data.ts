import type { DemoRate } from '../../modules/rates/index.ts';

/**
 * What the demo clients pay per trip from Lima. 2025 prices have expired, 2026 prices are in force
 * (some until the year's end, with the 2027 price already agreed), and a few run until further
 * notice. Figures follow the market for a full truckload: a tractor with its semi-trailer
 * (about 30 t) costs roughly S/ 6–8 per km on the coast; rigid trucks and vans less.
 */

const MINERA_CB = '20526018151'; // Compañía Minera Cordillera Blanca (USD)
const CEMENTOS = '20908301669'; // Cementos del Pacífico
const AGROICA = '20131860910'; // Agroexportadora Valle de Ica (USD)
const SUPERNORTE = '20390996030'; // Supermercados Lima Norte
const REFRESCOS = '20082462814'; // Bebidas y Refrescos Andinos
const ACEROS = '20948219931'; // Corporación Aceros del Sur (USD)
const COMBUSTIBLES = '20518190939'; // Distribuidora de Combustibles Costa Norte
const FERREINDUSTRIAL = '20625276013'; // Ferretería Industrial Huancayo
const MOLINOS = '20895559793'; // Molinos y Alimentos del Perú
const CERVECERA = '20711471040'; // Cervecera del Norte
const MINERA_LA = '20291703420'; // Minera Los Andes de Moquegua (USD)

const y2025 = { validFrom: '2025-01-01', validTo: '2025-12-31' } as const;
const y2026 = { validFrom: '2026-01-01', validTo: '2026-12-31' } as const;
const from2026 = { validFrom: '2026-01-01', validTo: null } as const;
const y2027 = { validFrom: '2027-01-01', validTo: null } as const;

export const DEMO_RATES: DemoRate[] = [
  // Cementos del Pacífico: cement in bags to the south and the centre.
  {
    client: CEMENTOS,
    route: 'LIM-AQP-01',
    vehicleType: 'Tracto',
    currency: 'PEN',
    amount: '6850.00',
    ...y2025,
  },
  {
    client: CEMENTOS,
    route: 'LIM-AQP-01',
    vehicleType: 'Tracto',
    currency: 'PEN',
    amount: '7200.00',
    ...y2026,
  },
  {
    client: CEMENTOS,
    route: 'LIM-AQP-01',
    vehicleType: 'Tracto',
    currency: 'PEN',
    amount: '7450.00',
    ...y2027,
    notes: 'Adenda 2027 firmada el 15/10/2026',
  },
  {
    client: CEMENTOS,
    route: 'LIM-HYO-01',
    vehicleType: 'Tracto',
    currency: 'PEN',
    amount: '3150.00',
    ...from2026,
  },
  {
    client: CEMENTOS,
    route: 'LIM-HYO-01',
    vehicleType: 'Camión',
    currency: 'PEN',
    amount: '2080.00',
    ...from2026,
  },
  // Minera Cordillera Blanca: supplies to the north, billed in dollars.
  {
    client: MINERA_CB,
    route: 'LIM-CHM-01',
    vehicleType: 'Tracto',
    currency: 'USD',
    amount: '1180.00',
    ...y2025,
  },
  {
    client: MINERA_CB,
    route: 'LIM-CHM-01',
    vehicleType: 'Tracto',
    currency: 'USD',
    amount: '1240.00',
    ...from2026,
    notes: 'Incluye resguardo en planta',
  },
  {
    client: MINERA_CB,
    route: 'LIM-TRU-01',
    vehicleType: 'Tracto',
    currency: 'USD',
    amount: '1390.00',
    ...from2026,
  },
  {
    client: MINERA_CB,
    route: 'LIM-TRU-01',
    vehicleType: 'Camión cisterna',
    currency: 'USD',
    amount: '1520.00',
    ...from2026,
  },
  // AgroIca: export produce from Ica to the port.
  {
    client: AGROICA,
    route: 'LIM-ICA-01',
    vehicleType: 'Furgón',
    currency: 'USD',
    amount: '460.00',
    ...y2025,
  },
  {
    client: AGROICA,
    route: 'LIM-ICA-01',
    vehicleType: 'Furgón',
    currency: 'USD',
    amount: '495.00',
    ...from2026,
  },
  {
    client: AGROICA,
    route: 'LIM-ICA-01',
    vehicleType: 'Tracto',
    currency: 'USD',
    amount: '720.00',
    ...from2026,
  },
  // Supermercados Lima Norte: store replenishment on the north coast.
  {
    client: SUPERNORTE,
    route: 'LIM-TRU-01',
    vehicleType: 'Furgón',
    currency: 'PEN',
    amount: '2650.00',
    ...y2026,
  },
  {
    client: SUPERNORTE,
    route: 'LIM-TRU-01',
    vehicleType: 'Furgón',
    currency: 'PEN',
    amount: '2780.00',
    ...y2027,
  },
  {
    client: SUPERNORTE,
    route: 'LIM-CIX-01',
    vehicleType: 'Furgón',
    currency: 'PEN',
    amount: '3420.00',
    ...y2026,
  },
  {
    client: SUPERNORTE,
    route: 'LIM-PIU-01',
    vehicleType: 'Camión',
    currency: 'PEN',
    amount: '4980.00',
    ...from2026,
  },
  // Bebidas y Refrescos Andinos: drinks to the centre and the south.
  {
    client: REFRESCOS,
    route: 'LIM-HYO-01',
    vehicleType: 'Camión',
    currency: 'PEN',
    amount: '1950.00',
    ...y2025,
  },
  {
    client: REFRESCOS,
    route: 'LIM-HYO-01',
    vehicleType: 'Camión',
    currency: 'PEN',
    amount: '2040.00',
    ...from2026,
  },
  {
    client: REFRESCOS,
    route: 'LIM-ICA-01',
    vehicleType: 'Camión',
    currency: 'PEN',
    amount: '1280.00',
    ...from2026,
  },
  {
    client: REFRESCOS,
    route: 'LIM-CUZ-01',
    vehicleType: 'Tracto',
    currency: 'PEN',
    amount: '9650.00',
    ...y2026,
    status: 'inactive',
    notes: 'Servicio suspendido a pedido del cliente',
  },
  // Aceros del Sur: steel coils south, billed in dollars.
  {
    client: ACEROS,
    route: 'LIM-AQP-01',
    vehicleType: 'Tracto',
    currency: 'USD',
    amount: '2050.00',
    ...y2025,
  },
  {
    client: ACEROS,
    route: 'LIM-AQP-01',
    vehicleType: 'Tracto',
    currency: 'USD',
    amount: '2140.00',
    ...from2026,
  },
  {
    client: ACEROS,
    route: 'LIM-TCN-01',
    vehicleType: 'Tracto',
    currency: 'USD',
    amount: '2680.00',
    ...from2026,
  },
  // Combustibles Costa Norte: fuel in tankers.
  {
    client: COMBUSTIBLES,
    route: 'LIM-CIX-01',
    vehicleType: 'Camión cisterna',
    currency: 'PEN',
    amount: '5350.00',
    ...y2026,
  },
  {
    client: COMBUSTIBLES,
    route: 'LIM-CIX-01',
    vehicleType: 'Camión cisterna',
    currency: 'PEN',
    amount: '5590.00',
    ...y2027,
  },
  {
    client: COMBUSTIBLES,
    route: 'LIM-PIU-01',
    vehicleType: 'Camión cisterna',
    currency: 'PEN',
    amount: '6780.00',
    ...from2026,
  },
  // Ferretería Industrial Huancayo.
  {
    client: FERREINDUSTRIAL,
    route: 'LIM-HYO-01',
    vehicleType: 'Camión',
    currency: 'PEN',
    amount: '1990.00',
    ...from2026,
  },
  {
    client: FERREINDUSTRIAL,
    route: 'LIM-PAS-01',
    vehicleType: 'Camión',
    currency: 'PEN',
    amount: '2240.00',
    ...from2026,
  },
  // Molinos y Alimentos del Perú: flour and pasta.
  {
    client: MOLINOS,
    route: 'LIM-AQP-01',
    vehicleType: 'Camión',
    currency: 'PEN',
    amount: '4650.00',
    ...from2026,
  },
  {
    client: MOLINOS,
    route: 'LIM-TRU-01',
    vehicleType: 'Tracto',
    currency: 'PEN',
    amount: '4180.00',
    ...from2026,
  },
  // Cervecera del Norte: empty bottles back from Trujillo.
  {
    client: CERVECERA,
    route: 'TRU-LIM-01',
    vehicleType: 'Tracto',
    currency: 'PEN',
    amount: '3250.00',
    ...y2025,
  },
  {
    client: CERVECERA,
    route: 'TRU-LIM-01',
    vehicleType: 'Tracto',
    currency: 'PEN',
    amount: '3380.00',
    ...from2026,
  },
  // Minera Los Andes de Moquegua: reagents to the far south.
  {
    client: MINERA_LA,
    route: 'LIM-TCN-01',
    vehicleType: 'Camión cisterna',
    currency: 'USD',
    amount: '2890.00',
    ...from2026,
  },
  {
    client: MINERA_LA,
    route: 'AQP-LIM-01',
    vehicleType: 'Tracto',
    currency: 'USD',
    amount: '1650.00',
    ...from2026,
  },
];

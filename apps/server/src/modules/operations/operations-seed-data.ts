/** What each kind of client ships, by a word of its name (the demo clients' sectors). */
const CARGO_BY_CLIENT: [RegExp, string[]][] = [
  [/cement/i, ['Cemento en bolsas de 42.5 kg', 'Cemento a granel en big bags']],
  [/miner/i, ['Concentrado de cobre en big bags', 'Bolas de acero para molienda', 'Reactivos en cilindros']],
  [
    /agroexport|agrícola/i,
    ['Uva de mesa refrigerada', 'Espárrago fresco refrigerado', 'Palta Hass en jabas'],
  ],
  [/cervecer/i, ['Cerveza en cajas', 'Envases retornables']],
  [/bebidas/i, ['Bebidas embotelladas en paletas', 'Agua de mesa en paletas']],
  [/acero/i, ['Bobinas de acero laminado', 'Fierro de construcción']],
  [/supermercado|retail/i, ['Abarrotes y conservas', 'Productos de consumo masivo en paletas']],
  [/combustible/i, ['Lubricantes en cilindros', 'Aditivos y grasas en paletas']],
  [/textil/i, ['Prendas de algodón en cajas', 'Rollos de tela']],
  [/pesquer/i, ['Harina de pescado en sacos', 'Conservas de pescado en cajas']],
  [/ferreter/i, ['Materiales de ferretería', 'Tubos de PVC y accesorios']],
  [/molino/i, ['Harina de trigo en sacos', 'Fideos y galletas en cajas']],
  [/química/i, ['Productos químicos en cilindros']],
  [/avícola/i, ['Alimento balanceado en sacos']],
  [/vidrier/i, ['Envases de vidrio en paletas']],
  [/vino/i, ['Vinos y piscos en cajas']],
  [/constructora/i, ['Fierro de construcción', 'Agregados en big bags']],
];
export const GENERAL_CARGO = ['Carga general paletizada'];
export const cargoOf = (client: string, n: number) => {
  const list = CARGO_BY_CLIENT.find(([word]) => word.test(client))?.[1] ?? GENERAL_CARGO;
  return list[n % list.length] as string;
};

/** Who drives: tractor drivers take tractor and semi-trailer trips, truck drivers the rigid trucks. */
export const TRACTOR_DRIVER = 'Conductor de Tracto';
export const TRUCK_DRIVER = 'Conductor de Camión';
export const LOADER = 'Ayudante de Carga';

import { createRequire } from 'node:module';

type Region = { region: string; provincies: { code: string; provincie: string }[] };
type ProvinceDistricts = { provincie: string; districts: { code: string; name: string }[] };

const require = createRequire(import.meta.url);

/** "01 Amazonas" → { code: '01', name: 'Amazonas' } */
const split = (label: string) => {
  const [code = '', ...rest] = label.trim().split(' ');
  return { code, name: rest.join(' ') };
};

/**
 * Peru's ubigeo (INEI codes: department 2 digits, province 4, district 6) from the `ubigeo` package:
 * 25 departments, 196 provinces and their districts.
 */
export const ubigeoRows = () => {
  const regions = require('ubigeo/dist/regions.json') as Region[];
  const byProvince = require('ubigeo/dist/districts.json') as ProvinceDistricts[];
  const departments = regions.map((r) => split(r.region));
  const provinces = regions.flatMap((r) => {
    const dep = split(r.region).code;
    return r.provincies.map((p) => ({ code: `${dep}${p.code}`, departmentCode: dep, name: p.provincie }));
  });
  const districts = byProvince.flatMap((p) => {
    const [depLabel = '', provLabel = ''] = p.provincie.split(' - ');
    const provinceCode = `${split(depLabel).code}${split(provLabel).code}`;
    return p.districts.map((d) => ({ code: `${provinceCode}${d.code}`, provinceCode, name: d.name }));
  });
  return { departments, provinces, districts };
};

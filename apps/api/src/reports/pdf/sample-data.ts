import type { RaReportData, RaReportPackage } from './report-data.ts';

/**
 * A made-up but realistic RA for tests, benchmarks and looking at the PDFs: 3 + 2 packages by default,
 * or `packageLines` lines of one package each.
 */
export function sampleRaReportData(
  options: { packageLines?: number } = {},
  overrides: Partial<RaReportData> = {},
) {
  const packages: RaReportPackage[] =
    options.packageLines === undefined
      ? [
          {
            type: 'Caja',
            quantity: 3,
            weightKg: 12.5,
            lengthCm: 40,
            widthCm: 30,
            heightCm: 20,
            reference: 'Pedido 4471',
            volumeM3: 0.072,
            totalWeightKg: 37.5,
            volumetricKg: 23.976,
          },
          {
            type: 'Pallet',
            quantity: 2,
            weightKg: 350.12345,
            lengthCm: 120,
            widthCm: 100,
            heightCm: 150,
            reference: 'Repuestos línea blanca',
            volumeM3: 3.6,
            totalWeightKg: 700.2469,
            volumetricKg: 1198.8,
          },
        ]
      : Array.from({ length: options.packageLines }, (_, i) => {
          const side = 20 + (i % 7) * 3.3;
          const volume = Math.round(side ** 3 / 10) / 1e5;
          return {
            type: i % 3 === 0 ? 'Sobre' : 'Caja',
            quantity: 1,
            weightKg: 1 + i * 0.25,
            lengthCm: side,
            widthCm: side,
            heightCm: side,
            reference: `Orden de compra ${10_000 + i}`,
            volumeM3: volume,
            totalWeightKg: 1 + i * 0.25,
            volumetricKg: Math.round(volume * 333 * 1e5) / 1e5,
          };
        });
  const volumeM3 = packages.reduce((sum, p) => sum + p.volumeM3, 0);
  const weightKg = packages.reduce((sum, p) => sum + p.totalWeightKg, 0);
  const data: RaReportData = {
    nidra: 123,
    scodestado: 'ENCREA',
    sdesestado: 'En creación',
    dfecrecepcion: new Date('2025-01-15T13:04:05Z'),
    stiporecepcion: 'FISIC',
    sdesviadespacho: 'Terrestre',
    smodalidadenvio: 'LCL',
    origin: {
      office: 'OFISCL',
      officeName: 'Santiago',
      warehouse: 'BDSCL',
      warehouseName: 'Bodega Santiago',
    },
    destination: {
      office: 'OFIPUQ',
      officeName: 'Punta Arenas',
      warehouse: 'BDPUQ',
      warehouseName: 'Bodega Punta Arenas',
    },
    sender: { rut: '76123456-0', name: 'Importadora Ñandú Ltda.' },
    recipient: {
      rut: '12345678-5',
      name: 'Comercial Magallanes SpA',
      address: 'Av. Colón 1234, Punta Arenas',
    },
    agent: { rut: '9876543-3', name: 'Agencia de Aduanas Pérez' },
    billing: { party: 'DESTI', rut: '12345678-5' },
    tracking: 'TRK-0099',
    cargoType: 'GENERAL',
    cargoTypeName: 'Carga general',
    description: 'Repuestos de lavadoras y refrigeradores',
    condition: 'Embalaje en buen estado',
    additionalCondition: 'Sin observaciones',
    cargoState: 'NORMAL',
    flags: ['Frágil', 'Refrigerada (4 °C)'],
    repacks: [{ description: 'Pallet', quantity: 2 }],
    documents: [
      { type: 'Factura', number: 'F-10293', date: '2025-01-14', value: 1_250_000 },
      { type: 'Guía de despacho', number: 'GD-5521', date: '2025-01-15', value: null },
    ],
    packages,
    totals: {
      packages: packages.reduce((sum, p) => sum + p.quantity, 0),
      volumeM3: Math.round(volumeM3 * 1e5) / 1e5,
      weightKg: Math.round(weightKg * 1e5) / 1e5,
      volumetricKg: Math.round(volumeM3 * 333 * 1e5) / 1e5,
      density: volumeM3 > 0 ? Math.round((weightKg / volumeM3) * 1e5) / 1e5 : 0,
    },
    receivedBy: 'María José Pérez',
    trackingCode: '7K3M9QW2XR4TB8NP5HJC',
    trackingUrl: 'https://carga.example.cl/seguimiento/7K3M9QW2XR4TB8NP5HJC',
    ...overrides,
  };
  return data;
}

// The reception of a 500-unit list at its destination ('Recibir': the preview of what will be recorded,
// then the confirmation) and the delivery of its RA ('Entregar', handed over whole with a signature), each
// one request timed alone over HTTP. The first list is the one the scan bench's device scanned unit by
// unit; the others (BENCH_RECEPTIONS in all, 3 unless set) get their RA whole from 'Agregar RA'.
import { type BenchFlow, DESTINATION } from './flow.ts';
import { type BenchResult, underLoad } from './measure.ts';

const RECEPTIONS = Number(process.env.BENCH_RECEPTIONS ?? 3);
const UNITS = 500;

export async function receptionAndDelivery(
  flow: BenchFlow,
  scanned: { list: string; nidra: number },
  size: string,
): Promise<BenchResult[]> {
  const lists = [scanned];
  for (let i = 1; i < RECEPTIONS; i++) {
    const nidra = await flow.insertRa(UNITS);
    lists.push({ list: await flow.listWithRa(nidra), nidra });
  }
  for (const { list } of lists) await flow.dispatchList(list);

  const previews: number[] = [];
  const confirms: number[] = [];
  const deliveries: number[] = [];
  for (const { list } of lists) {
    const preview = await flow.call('GET', `/Destination/${list}/Recepcion`, undefined, DESTINATION);
    const shown = JSON.parse(preview.text) as { ncantidaddespachada: number };
    if (shown.ncantidaddespachada !== UNITS)
      throw new Error(`Recepción de ${list}: la vista previa muestra ${shown.ncantidaddespachada} bultos`);
    previews.push(preview.ms);
    confirms.push((await flow.call('PUT', `/Destination/${list}`, {}, DESTINATION)).ms);
  }
  for (const { nidra } of lists) deliveries.push((await flow.deliver(nidra)).ms);

  const note = `${lists.length} veces, una petición sola cada vez`;
  return [
    { ...underLoad(`Recepción de una lista de ${UNITS} bultos: vista previa, ${size}`, previews), note },
    { ...underLoad(`Recepción de una lista de ${UNITS} bultos: confirmar, ${size}`, confirms), note },
    {
      ...underLoad(
        `Recepción de una lista de ${UNITS} bultos: vista previa + confirmar, ${size}`,
        previews.map((p, i) => p + (confirms[i] ?? 0)),
      ),
      note,
    },
    { ...underLoad(`Entrega de una RA de ${UNITS} bultos, con firma, ${size}`, deliveries), note },
  ];
}

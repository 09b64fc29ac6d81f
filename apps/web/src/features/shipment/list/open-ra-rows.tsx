import { useNavigate } from 'react-router';
import { cardState, cardTitle, OpenRaLink } from '../../../ui/ra-columns.tsx';

interface RaRow {
  nidra: number;
  scodestado: string;
  sdesestado: string;
}

/**
 * The rows of an RA list that open the RA's detail: a click on the row or the row's eye (a
 * 'Ver detalle' button on a phone), each card titled 'RA n' with its state.
 */
export function useOpenRaRows<T extends RaRow>(detailPath: (ra: T) => string) {
  const navigate = useNavigate();
  return {
    rowKey: (ra: T) => ra.nidra,
    onOpen: (ra: T) => navigate(detailPath(ra)),
    action: (ra: T) => <OpenRaLink to={detailPath(ra)} nidra={ra.nidra} />,
    cardTitle,
    cardAside: cardState,
  };
}

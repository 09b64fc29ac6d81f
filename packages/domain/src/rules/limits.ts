// How long a typed value may be: the contract's schemas refuse more (`.max(LIMITS.x)`) and the web's inputs
// stop there (`maxLength={LIMITS.x}`), so a form never lets through what the API would refuse. Named after
// the spec's fields where one field owns the limit, after what the values are where several share it.

export const LIMITS = {
  // ---- Identities and codes
  /** A RUT as typed, without dots: '12345678-9'. */
  rut: 12,
  /** Every id, package number and page is a PostgreSQL integer: at most 2,147,483,647. */
  maxInteger: 2_147_483_647,
  /** An id typed as digits in a filter (RA, operation): 9 always fit PostgreSQL's integer. */
  idDigits: 9,
  /** Codes of parameters, load lists, package types and the screens' code filters. */
  code: 20,
  /** Office and warehouse codes: OF or BD and up to 8 letters or digits. */
  placeCode: 10,
  /** A user's sign-in name, as created (susuario). */
  susuario: 50,
  /** What the sign-in form takes as user name. */
  signInName: 100,
  password: 200,

  // ---- People, clients and places
  /** Names of people, places and senders' short names (snombre, snombrecorto, snombreconductor…). */
  personName: 100,
  /** A client's full name (snombrecliente), and the name filters of the client screens. */
  snombrecliente: 200,
  /** Text searched in a name (recipient, user, office…). */
  nameSearch: 100,
  /** Street, rest of the address, an office's or warehouse's address. */
  address: 200,
  snumeracion: 20,
  scodpostal: 10,
  /** Phone prefix (sprefijotelefono, spreftelefonoconductor), digits. */
  phonePrefix: 5,
  /** Phone number (stelefono, nnumtelefonoconductor), digits. */
  phoneNumber: 15,
  scodregion: 2,
  scodcomuna: 5,

  // ---- Cargo and documents
  /** Descriptions and conditions of the cargo, and of a package type. */
  description: 200,
  /** Another medium of transport, when not land, sea or air. */
  otroMedio: 100,
  sidtrackingext: 50,
  sreferencia: 100,
  /** A document's or invoice's number, digits. */
  documentNumber: 20,
  /** An attachment's or a hand-over photo's file name. */
  fileName: 200,
  /** An operation's description. */
  operationDescription: 100,
  /** A tariff's percentage as typed: '100,00'. */
  percentText: 6,

  // ---- Load lists, dispatch and destination
  /** A truck's or trailer's plate. */
  plate: 10,
  sselloseguridad: 50,
  scomentariodespacho: 2000,
  sobservaciones: 500,
  /** What a scan sends: a label's code is ~20 characters; more is not one of ours. */
  scanCode: 60,
  /** The device a scan came from, as the browser names it. */
  scanDevice: 100,
  smotivodiferencia: 200,
  /** Units of one package line, and of it on a list or arriving. */
  packageUnits: 9999,

  // ---- How many items one request may carry
  repackLines: 20,
  rasPerAddition: 50,
  countLines: 500,
  placesPerUser: 100,
  menusPerUser: 100,
} as const;

/** How many digits a whole number up to `max` has: the length of its input. */
export const digitsOf = (max: number) => String(Math.trunc(max)).length;

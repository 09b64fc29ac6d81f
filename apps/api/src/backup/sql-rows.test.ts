import { describe, expect, it } from 'vitest';
import { countDumpRows } from './sql-rows.ts';

// The manifest's row counts come from the dump's text: what a value may hold must not count as a row.

const dump = `--
-- Name: nota; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.nota (id integer, texto text);

--
-- Name: vacia; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.vacia (id integer);

--
-- Name: f(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.f() RETURNS integer AS $body$ begin; select 1; end; $body$ LANGUAGE sql;

--
-- Data for Name: nota; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.nota VALUES (1, 'uno; dos');
INSERT INTO public.nota VALUES (2, 'línea
-- Data for Name: vacia; Type: TABLE DATA; Schema: public; Owner: -
INSERT INTO public.vacia VALUES (9);');
INSERT INTO public.nota VALUES (3, 'it''s; fine');
INSERT INTO public.nota VALUES (4, E'back\\\\'';slash');
INSERT INTO "public"."nota" VALUES (5, '$x$;');

--
-- Name: nota_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.nota_id_seq', 5, true);
`;

describe('countDumpRows', () => {
  it('counts the statements of each table data entry, not what strings or bodies hold', () => {
    expect(countDumpRows(dump)).toEqual({ 'public.nota': 5, 'public.vacia': 0 });
  });
});

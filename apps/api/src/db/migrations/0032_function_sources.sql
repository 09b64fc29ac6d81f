-- Issue 31: every database function now has one visible source, apps/api/src/db/functions/<name>.sql,
-- with the domain's codes and time zone as placeholders. This migration recreates each one from its file
-- (the same definitions as before; generated with `npm run db:functions -- --all`).
CREATE OR REPLACE FUNCTION public.contador_ra_alta()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "contador_ra" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "scodbodegadestino", "scodestado", "ncantidad")
	SELECT "scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "scodbodegadestino", "scodestado", count(*)::int
	FROM despues GROUP BY 1, 2, 3, 4, 5;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.contador_ra_baja()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "contador_ra" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "scodbodegadestino", "scodestado", "ncantidad")
	SELECT "scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "scodbodegadestino", "scodestado", -count(*)::int
	FROM antes GROUP BY 1, 2, 3, 4, 5;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.contador_ra_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "contador_ra" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "scodbodegadestino", "scodestado", "ncantidad")
	SELECT o, bo, d, bd, e, sum(n)::int FROM (
		SELECT "scodoficinaorigen" o, "scodbodegaorigen" bo, "scodoficinadestino" d, "scodbodegadestino" bd, "scodestado" e, -1 n FROM antes
		UNION ALL
		SELECT "scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "scodbodegadestino", "scodestado", 1 FROM despues
	) cambios
	GROUP BY o, bo, d, bd, e
	HAVING sum(n) <> 0;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.diferencia_destino_bulto()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	listas integer[];
BEGIN
	SELECT array_agg(DISTINCT d."nidlistacarga") INTO listas FROM despues d
	JOIN "lista_carga" l ON l."nidlistacarga" = d."nidlistacarga" WHERE l."scodestadolista" = 'RECEP';
	IF listas IS NOT NULL THEN
		PERFORM "diferencia_destino_refrescar"(listas);
	END IF;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.diferencia_destino_lista()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	listas integer[];
BEGIN
	SELECT array_agg(d."nidlistacarga") INTO listas FROM despues d JOIN antes a ON a."nidlistacarga" = d."nidlistacarga"
	WHERE a."scodestadolista" IS DISTINCT FROM d."scodestadolista" OR a."dfhorecepcion" IS DISTINCT FROM d."dfhorecepcion";
	IF listas IS NOT NULL THEN
		PERFORM "diferencia_destino_refrescar"(listas);
	END IF;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.diferencia_destino_ra()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	UPDATE "diferencia_destino" dd SET "scodoficinaorigen" = d."scodoficinaorigen"
	FROM despues d JOIN antes a ON a."nidra" = d."nidra"
	WHERE dd."nidra" = d."nidra" AND a."scodoficinaorigen" IS DISTINCT FROM d."scodoficinaorigen";
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.diferencia_destino_refrescar(listas integer[])
 RETURNS void
 LANGUAGE sql
AS $function$
	DELETE FROM "diferencia_destino" dd WHERE dd."nidlistacarga" = ANY(listas) AND NOT EXISTS (
		SELECT 1 FROM "lista_carga_bulto" b JOIN "lista_carga" l ON l."nidlistacarga" = b."nidlistacarga"
		WHERE b."nidlistacarga" = dd."nidlistacarga" AND b."niditem" = dd."niditem" AND l."scodestadolista" = 'RECEP'
		AND greatest(b."ncantidadingresada" - b."ncantidadrecibida", b."ncantidaddanada") > 0);
	INSERT INTO "diferencia_destino" ("nidlistacarga", "niditem", "nidra", "scodoficinaorigen", "dfhorecepcion")
	SELECT b."nidlistacarga", b."niditem", b."nidra", r."scodoficinaorigen", l."dfhorecepcion"
	FROM "lista_carga_bulto" b
	JOIN "lista_carga" l ON l."nidlistacarga" = b."nidlistacarga"
	JOIN "recepcion" r ON r."nidra" = b."nidra"
	WHERE b."nidlistacarga" = ANY(listas) AND l."scodestadolista" = 'RECEP'
	AND greatest(b."ncantidadingresada" - b."ncantidadrecibida", b."ncantidaddanada") > 0
	ON CONFLICT ("nidlistacarga", "niditem") DO UPDATE
	SET "nidra" = excluded."nidra", "scodoficinaorigen" = excluded."scodoficinaorigen", "dfhorecepcion" = excluded."dfhorecepcion";
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_diferencia_bulto()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	listas integer[];
BEGIN
	IF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT a."nidlistacarga") INTO listas FROM antes a
		WHERE EXISTS (SELECT 1 FROM "gestion_diferencia" g WHERE g."nidlistacarga" = a."nidlistacarga");
	ELSE
		SELECT array_agg(DISTINCT d."nidlistacarga") INTO listas FROM despues d
		JOIN "lista_carga" l ON l."nidlistacarga" = d."nidlistacarga" WHERE l."scodestadolista" = 'RECEP';
	END IF;
	IF listas IS NOT NULL THEN
		PERFORM "gestion_diferencia_refrescar"(listas);
	END IF;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_diferencia_de(listas integer[])
 RETURNS TABLE(nidlistacarga integer, scodoficinaorigen character varying, scodbodegaorigen character varying, scodoficinadestino character varying, sviadespacho character varying, dmes date, nmovidas integer, nfaltantes integer, ndanadas integer)
 LANGUAGE sql
 STABLE
AS $function$
	SELECT b."nidlistacarga", r."scodoficinaorigen", coalesce(r."scodbodegaorigen", ''), coalesce(r."scodoficinadestino", ''), r."sviadespacho",
		date_trunc('month', l."dfhorecepcion" AT TIME ZONE 'America/Santiago')::date,
		sum(b."ncantidadingresada")::int,
		sum(greatest(b."ncantidadingresada" - coalesce(b."ncantidadrecibida", b."ncantidadingresada"), 0))::int,
		sum(coalesce(b."ncantidaddanada", 0))::int
	FROM "lista_carga_bulto" b
	JOIN "lista_carga" l ON l."nidlistacarga" = b."nidlistacarga"
	JOIN "recepcion" r ON r."nidra" = b."nidra"
	WHERE b."nidlistacarga" = ANY(listas) AND l."scodestadolista" = 'RECEP' AND l."dfhorecepcion" IS NOT NULL
	GROUP BY 1, 2, 3, 4, 5, 6;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_diferencia_lista()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	listas integer[];
BEGIN
	SELECT array_agg(d."nidlistacarga") INTO listas FROM despues d JOIN antes a ON a."nidlistacarga" = d."nidlistacarga"
	WHERE a."scodestadolista" IS DISTINCT FROM d."scodestadolista" OR a."dfhorecepcion" IS DISTINCT FROM d."dfhorecepcion";
	IF listas IS NOT NULL THEN
		PERFORM "gestion_diferencia_refrescar"(listas);
	END IF;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_diferencia_ra()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	listas integer[];
BEGIN
	SELECT array_agg(DISTINCT b."nidlistacarga") INTO listas FROM despues d JOIN antes a ON a."nidra" = d."nidra"
	JOIN "lista_carga_bulto" b ON b."nidra" = d."nidra"
	JOIN "lista_carga" l ON l."nidlistacarga" = b."nidlistacarga" AND l."scodestadolista" = 'RECEP'
	WHERE a."scodoficinaorigen" IS DISTINCT FROM d."scodoficinaorigen" OR a."scodbodegaorigen" IS DISTINCT FROM d."scodbodegaorigen"
		OR a."scodoficinadestino" IS DISTINCT FROM d."scodoficinadestino" OR a."sviadespacho" IS DISTINCT FROM d."sviadespacho";
	IF listas IS NOT NULL THEN
		PERFORM "gestion_diferencia_refrescar"(listas);
	END IF;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_diferencia_refrescar(listas integer[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "gestion_diferencia_mes" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "sviadespacho", "dmes", "nmovidas", "nfaltantes", "ndanadas")
	SELECT o, b, d, v, m, sum(mv)::int, sum(f)::int, sum(dn)::int FROM (
		SELECT g."scodoficinaorigen" o, g."scodbodegaorigen" b, g."scodoficinadestino" d, g."sviadespacho" v, g."dmes" m,
			-g."nmovidas" mv, -g."nfaltantes" f, -g."ndanadas" dn
		FROM "gestion_diferencia" g WHERE g."nidlistacarga" = ANY(listas)
		UNION ALL
		SELECT n."scodoficinaorigen", n."scodbodegaorigen", n."scodoficinadestino", n."sviadespacho", n."dmes", n."nmovidas", n."nfaltantes", n."ndanadas"
		FROM "gestion_diferencia_de"(listas) n
	) cambios
	GROUP BY 1, 2, 3, 4, 5
	HAVING sum(mv) <> 0 OR sum(f) <> 0 OR sum(dn) <> 0;
	DELETE FROM "gestion_diferencia" WHERE "nidlistacarga" = ANY(listas);
	INSERT INTO "gestion_diferencia" SELECT * FROM "gestion_diferencia_de"(listas);
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_ingreso_alta()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "gestion_ingreso" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "dfecha", "ncantidadra", "ncantidadbultos", "npesokg", "nvolumenm3")
	SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", ("dfecrecepcion" AT TIME ZONE 'America/Santiago')::date,
		count(*)::int, sum("ncantidadbultos")::int, sum("npesobrutokg"), sum("nvolumenm3")
	FROM despues WHERE "scodestado" NOT IN ('ENCREA', 'ANULA') GROUP BY 1, 2, 3, 4;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_ingreso_baja()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "gestion_ingreso" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "dfecha", "ncantidadra", "ncantidadbultos", "npesokg", "nvolumenm3")
	SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", ("dfecrecepcion" AT TIME ZONE 'America/Santiago')::date,
		-count(*)::int, -sum("ncantidadbultos")::int, -sum("npesobrutokg"), -sum("nvolumenm3")
	FROM antes WHERE "scodestado" NOT IN ('ENCREA', 'ANULA') GROUP BY 1, 2, 3, 4;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_ingreso_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "gestion_ingreso" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "dfecha", "ncantidadra", "ncantidadbultos", "npesokg", "nvolumenm3")
	SELECT o, b, v, f, sum(n)::int, sum(u)::int, sum(kg), sum(m3) FROM (
		SELECT "scodoficinaorigen" o, "scodbodegaorigen" b, "sviadespacho" v, ("dfecrecepcion" AT TIME ZONE 'America/Santiago')::date f,
			-1 n, -"ncantidadbultos" u, -"npesobrutokg" kg, -"nvolumenm3" m3
		FROM antes WHERE "scodestado" NOT IN ('ENCREA', 'ANULA')
		UNION ALL
		SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", ("dfecrecepcion" AT TIME ZONE 'America/Santiago')::date,
			1, "ncantidadbultos", "npesobrutokg", "nvolumenm3"
		FROM despues WHERE "scodestado" NOT IN ('ENCREA', 'ANULA')
	) cambios
	GROUP BY o, b, v, f
	HAVING sum(n) <> 0 OR sum(u) <> 0 OR sum(kg) <> 0 OR sum(m3) <> 0;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_ingreso_semana_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "gestion_ingreso_semana" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "dsemana", "ncantidadra", "ncantidadbultos", "npesokg", "nvolumenm3")
		SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", date_trunc('week', "dfecha")::date,
			sum("ncantidadra")::int, sum("ncantidadbultos")::int, sum("npesokg"), sum("nvolumenm3")
		FROM despues GROUP BY 1, 2, 3, 4;
	ELSE
		INSERT INTO "gestion_ingreso_semana" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "dsemana", "ncantidadra", "ncantidadbultos", "npesokg", "nvolumenm3")
		SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", date_trunc('week', "dfecha")::date,
			-sum("ncantidadra")::int, -sum("ncantidadbultos")::int, -sum("npesokg"), -sum("nvolumenm3")
		FROM antes GROUP BY 1, 2, 3, 4;
	END IF;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_pendiente_alta()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "gestion_pendiente" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "ssintarifa", "ncantidad")
	SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "gestion_sin_tarifa"("nidra"), count(*)::int
	FROM despues WHERE "scodestado" IN ('BORIG', 'ENLIS') GROUP BY 1, 2, 3, 4;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_pendiente_baja()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "gestion_pendiente" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "ssintarifa", "ncantidad")
	SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "gestion_sin_tarifa"("nidra"), -count(*)::int
	FROM antes WHERE "scodestado" IN ('BORIG', 'ENLIS') GROUP BY 1, 2, 3, 4;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_pendiente_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "gestion_pendiente" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "ssintarifa", "ncantidad")
	SELECT o, b, v, "gestion_sin_tarifa"(ra), sum(n)::int FROM (
		SELECT ra, o, b, v, sum(n) n FROM (
			SELECT "nidra" ra, "scodoficinaorigen" o, "scodbodegaorigen" b, "sviadespacho" v, -1 n
			FROM antes WHERE "scodestado" IN ('BORIG', 'ENLIS')
			UNION ALL
			SELECT "nidra", "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", 1
			FROM despues WHERE "scodestado" IN ('BORIG', 'ENLIS')
		) x GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0
	) cambios
	GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_pendiente_precio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	antes_tarifa integer[] := '{}';
	despues_tarifa integer[] := '{}';
BEGIN
	IF TG_OP <> 'INSERT' THEN
		SELECT coalesce(array_agg("nidra"), '{}') INTO antes_tarifa FROM antes WHERE "scodmotivo" = 'TARIFA';
	END IF;
	IF TG_OP <> 'DELETE' THEN
		SELECT coalesce(array_agg("nidra"), '{}') INTO despues_tarifa FROM despues WHERE "scodmotivo" = 'TARIFA';
	END IF;
	INSERT INTO "gestion_pendiente" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "ssintarifa", "ncantidad")
	SELECT r."scodoficinaorigen", r."scodbodegaorigen", r."sviadespacho", s.sin, sum(s.n)::int
	FROM (
		(SELECT unnest(despues_tarifa) ra, 'S' desde, 'N' hacia EXCEPT SELECT unnest(antes_tarifa), 'S', 'N')
		UNION ALL
		(SELECT unnest(antes_tarifa), 'N', 'S' EXCEPT SELECT unnest(despues_tarifa), 'N', 'S')
	) c
	JOIN "recepcion" r ON r."nidra" = c.ra AND r."scodestado" IN ('BORIG', 'ENLIS')
	CROSS JOIN LATERAL (VALUES (c.desde, -1), (c.hacia, 1)) s(sin, n)
	GROUP BY 1, 2, 3, 4 HAVING sum(s.n) <> 0;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_plazo_de(ras integer[])
 RETURNS TABLE(nidra integer, setapa character varying, nhoras integer, scodoficinaorigen character varying, scodbodegaorigen character varying, scodoficinadestino character varying, sviadespacho character varying, dfecrecepcion timestamp with time zone)
 LANGUAGE sql
 STABLE
AS $function$
	SELECT r."nidra", e.setapa, greatest(0, floor(extract(epoch FROM e.t - r."dfecrecepcion") / 3600))::int,
		r."scodoficinaorigen", r."scodbodegaorigen", r."scodoficinadestino", r."sviadespacho", r."dfecrecepcion"
	FROM "recepcion" r
	CROSS JOIN LATERAL (
		SELECT 'DESPA'::varchar setapa, (SELECT max(l."dfhodespacho") FROM "lista_carga_ra" lr JOIN "lista_carga" l ON l."nidlistacarga" = lr."nidlistacarga" WHERE lr."nidra" = r."nidra") t
		WHERE r."scodestado" IN ('ENTRA', 'BDEST', 'ENTRE')
		UNION ALL
		SELECT 'RECEP', (SELECT max(l."dfhorecepcion") FROM "lista_carga_ra" lr JOIN "lista_carga" l ON l."nidlistacarga" = lr."nidlistacarga" WHERE lr."nidra" = r."nidra")
		WHERE r."scodestado" IN ('BDEST', 'ENTRE')
		UNION ALL
		SELECT 'ENTRE', (SELECT en."dfhoentrega" FROM "entrega" en WHERE en."nidra" = r."nidra")
		WHERE r."scodestado" = 'ENTRE'
	) e
	WHERE r."nidra" = ANY(ras) AND e.t IS NOT NULL;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_plazo_entrega()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	ras integer[];
BEGIN
	IF TG_OP = 'DELETE' THEN
		SELECT array_agg(a."nidra") INTO ras FROM antes a;
	ELSE
		SELECT array_agg(d."nidra") INTO ras FROM despues d;
	END IF;
	IF ras IS NOT NULL THEN
		PERFORM "gestion_plazo_refrescar"(ras);
	END IF;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_plazo_lista()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	ras integer[];
BEGIN
	SELECT array_agg(DISTINCT lr."nidra") INTO ras FROM despues d JOIN antes a ON a."nidlistacarga" = d."nidlistacarga"
	JOIN "lista_carga_ra" lr ON lr."nidlistacarga" = d."nidlistacarga"
	WHERE a."dfhodespacho" IS DISTINCT FROM d."dfhodespacho" OR a."dfhorecepcion" IS DISTINCT FROM d."dfhorecepcion";
	IF ras IS NOT NULL THEN
		PERFORM "gestion_plazo_refrescar"(ras);
	END IF;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_plazo_periodo_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "gestion_plazo_periodo" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "sviadespacho", "sgrano", "dinicio", "setapa", "nhoras", "ncantidades")
		SELECT o, b, d, v, g, i, e, array_agg(h ORDER BY h), array_agg(n ORDER BY h) FROM (
			SELECT f."scodoficinaorigen" o, f."scodbodegaorigen" b, f."scodoficinadestino" d, f."sviadespacho" v, p.sgrano g,
				date_trunc(p.unidad, f."dmes")::date i, f."setapa" e, f."nhoras" h, sum(f."ncantidad")::int n
			FROM despues f CROSS JOIN (VALUES ('M', 'month'), ('T', 'quarter'), ('A', 'year')) p(sgrano, unidad)
			GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(f."ncantidad") <> 0
		) horas
		GROUP BY 1, 2, 3, 4, 5, 6, 7;
	ELSE
		INSERT INTO "gestion_plazo_periodo" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "sviadespacho", "sgrano", "dinicio", "setapa", "nhoras", "ncantidades")
		SELECT o, b, d, v, g, i, e, array_agg(h ORDER BY h), array_agg(n ORDER BY h) FROM (
			SELECT f."scodoficinaorigen" o, f."scodbodegaorigen" b, f."scodoficinadestino" d, f."sviadespacho" v, p.sgrano g,
				date_trunc(p.unidad, f."dmes")::date i, f."setapa" e, f."nhoras" h, -sum(f."ncantidad")::int n
			FROM antes f CROSS JOIN (VALUES ('M', 'month'), ('T', 'quarter'), ('A', 'year')) p(sgrano, unidad)
			GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(f."ncantidad") <> 0
		) horas
		GROUP BY 1, 2, 3, 4, 5, 6, 7;
	END IF;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_plazo_ra_alta()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	ras integer[];
BEGIN
	SELECT array_agg(d."nidra") INTO ras FROM despues d WHERE d."scodestado" IN ('ENTRA', 'BDEST', 'ENTRE');
	IF ras IS NOT NULL THEN
		PERFORM "gestion_plazo_refrescar"(ras);
	END IF;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_plazo_ra_baja()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	ras integer[];
BEGIN
	SELECT array_agg(a."nidra") INTO ras FROM antes a;
	IF ras IS NOT NULL THEN
		PERFORM "gestion_plazo_refrescar"(ras);
	END IF;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_plazo_ra_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	ras integer[];
BEGIN
	SELECT array_agg(d."nidra") INTO ras FROM despues d JOIN antes a ON a."nidra" = d."nidra"
	WHERE a."scodestado" IS DISTINCT FROM d."scodestado" OR a."dfecrecepcion" IS DISTINCT FROM d."dfecrecepcion"
		OR a."scodoficinaorigen" IS DISTINCT FROM d."scodoficinaorigen" OR a."scodbodegaorigen" IS DISTINCT FROM d."scodbodegaorigen"
		OR a."scodoficinadestino" IS DISTINCT FROM d."scodoficinadestino" OR a."sviadespacho" IS DISTINCT FROM d."sviadespacho";
	IF ras IS NOT NULL THEN
		PERFORM "gestion_plazo_refrescar"(ras);
	END IF;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_plazo_refrescar(ras integer[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "gestion_plazo_hora" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "sviadespacho", "dmes", "setapa", "nhoras", "ncantidad")
	SELECT o, b, d, v, date_trunc('month', f AT TIME ZONE 'America/Santiago')::date, s, h, sum(n)::int FROM (
		SELECT p."scodoficinaorigen" o, p."scodbodegaorigen" b, p."scodoficinadestino" d, p."sviadespacho" v, p."dfecrecepcion" f, p."setapa" s, p."nhoras" h, -1 n
		FROM "gestion_plazo_ra" p WHERE p."nidra" = ANY(ras)
		UNION ALL
		SELECT g."scodoficinaorigen", g."scodbodegaorigen", g."scodoficinadestino", g."sviadespacho", g."dfecrecepcion", g."setapa", g."nhoras", 1
		FROM "gestion_plazo_de"(ras) g
	) cambios
	GROUP BY 1, 2, 3, 4, 5, 6, 7
	HAVING sum(n) <> 0;
	DELETE FROM "gestion_plazo_ra" WHERE "nidra" = ANY(ras);
	INSERT INTO "gestion_plazo_ra" SELECT * FROM "gestion_plazo_de"(ras);
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_sin_tarifa(ra integer)
 RETURNS character varying
 LANGUAGE sql
 STABLE
AS $function$
	SELECT CASE WHEN EXISTS (SELECT 1 FROM "precio_ra" p WHERE p."nidra" = ra AND p."scodmotivo" = 'TARIFA') THEN 'N' ELSE 'S' END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.lista_carga_bodega_destino()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	SELECT o."scodbodegadestino" INTO NEW."scodbodegadestino" FROM "operacion" o WHERE o."nidoperacion" = NEW."nidoperacion";
	RETURN NEW;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.lista_carga_totales_bulto()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "lista_carga" l
		SET "ntotalbultos" = l."ntotalbultos" + d.u, "ntotalpesokg" = l."ntotalpesokg" + d.w, "ntotalvolumenm3" = l."ntotalvolumenm3" + d.v
		FROM (
			SELECT x."nidlistacarga", sum(x."ncantidadingresada")::int u, sum(x."ncantidadingresada" * b."npesobultokg") w,
				sum(x."ncantidadingresada" * b."nvolumenbultom3") v
			FROM despues x JOIN "bulto" b ON b."niditem" = x."niditem" GROUP BY 1
		) d
		WHERE l."nidlistacarga" = d."nidlistacarga";
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "lista_carga" l
		SET "ntotalbultos" = l."ntotalbultos" - d.u, "ntotalpesokg" = l."ntotalpesokg" - d.w, "ntotalvolumenm3" = l."ntotalvolumenm3" - d.v
		FROM (
			SELECT x."nidlistacarga", sum(x."ncantidadingresada")::int u, sum(x."ncantidadingresada" * b."npesobultokg") w,
				sum(x."ncantidadingresada" * b."nvolumenbultom3") v
			FROM antes x JOIN "bulto" b ON b."niditem" = x."niditem" GROUP BY 1
		) d
		WHERE l."nidlistacarga" = d."nidlistacarga";
	ELSE
		UPDATE "lista_carga" l
		SET "ntotalbultos" = l."ntotalbultos" + d.u, "ntotalpesokg" = l."ntotalpesokg" + d.w, "ntotalvolumenm3" = l."ntotalvolumenm3" + d.v
		FROM (
			SELECT x."nidlistacarga", sum(x.s * x."ncantidadingresada")::int u, sum(x.s * x."ncantidadingresada" * b."npesobultokg") w,
				sum(x.s * x."ncantidadingresada" * b."nvolumenbultom3") v
			FROM (
				(SELECT "nidlistacarga", "niditem", "ncantidadingresada", -1 s FROM antes
				 EXCEPT ALL SELECT "nidlistacarga", "niditem", "ncantidadingresada", -1 FROM despues)
				UNION ALL
				(SELECT "nidlistacarga", "niditem", "ncantidadingresada", 1 s FROM despues
				 EXCEPT ALL SELECT "nidlistacarga", "niditem", "ncantidadingresada", 1 FROM antes)
			) x JOIN "bulto" b ON b."niditem" = x."niditem" GROUP BY 1
		) d
		WHERE l."nidlistacarga" = d."nidlistacarga" AND (d.u <> 0 OR d.w <> 0 OR d.v <> 0);
	END IF;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.lista_carga_totales_medidas()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	UPDATE "lista_carga" l SET "ntotalpesokg" = l."ntotalpesokg" + d.w, "ntotalvolumenm3" = l."ntotalvolumenm3" + d.v
	FROM (
		SELECT lb."nidlistacarga", sum(lb."ncantidadingresada" * (n."npesobultokg" - a."npesobultokg")) w,
			sum(lb."ncantidadingresada" * (n."nvolumenbultom3" - a."nvolumenbultom3")) v
		FROM despues n JOIN antes a ON a."niditem" = n."niditem"
		JOIN "lista_carga_bulto" lb ON lb."niditem" = n."niditem"
		WHERE n."npesobultokg" <> a."npesobultokg" OR n."nvolumenbultom3" <> a."nvolumenbultom3"
		GROUP BY 1
	) d
	WHERE l."nidlistacarga" = d."nidlistacarga";
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.lista_carga_totales_ra()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "lista_carga" l SET "ntotalra" = l."ntotalra" + d.n
		FROM (SELECT "nidlistacarga", count(*)::int n FROM despues GROUP BY 1) d WHERE l."nidlistacarga" = d."nidlistacarga";
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "lista_carga" l SET "ntotalra" = l."ntotalra" - d.n
		FROM (SELECT "nidlistacarga", count(*)::int n FROM antes GROUP BY 1) d WHERE l."nidlistacarga" = d."nidlistacarga";
	END IF;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.lista_carga_totales_ra_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	UPDATE "lista_carga" l SET "ntotalra" = l."ntotalra" + d.n
	FROM (SELECT "nidlistacarga", sum(s)::int n FROM (
		SELECT "nidlistacarga", -1 s FROM antes UNION ALL SELECT "nidlistacarga", 1 FROM despues) c
		GROUP BY 1 HAVING sum(s) <> 0) d
	WHERE l."nidlistacarga" = d."nidlistacarga";
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.llamador_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	ids text;
BEGIN
	IF TG_OP = 'DELETE' THEN
		SELECT string_agg(DISTINCT "nidusuario"::text, ',') INTO ids FROM antes;
	ELSE
		SELECT string_agg(DISTINCT "nidusuario"::text, ',') INTO ids FROM despues;
	END IF;
	IF ids IS NOT NULL THEN
		PERFORM pg_notify('carga_llamador', CASE WHEN length(ids) > 7000 THEN '*' ELSE ids END);
	END IF;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.operacion_bodega_destino_listas()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	UPDATE "lista_carga" SET "scodbodegadestino" = NEW."scodbodegadestino" WHERE "nidoperacion" = NEW."nidoperacion";
	RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.operacion_costo_total()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "operacion" o SET "ncostototal" = o."ncostototal" + d.total
		FROM (SELECT "nidoperacion", sum("nmontocosto") total FROM despues GROUP BY 1) d
		WHERE o."nidoperacion" = d."nidoperacion";
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "operacion" o SET "ncostototal" = o."ncostototal" - a.total
		FROM (SELECT "nidoperacion", sum("nmontocosto") total FROM antes GROUP BY 1) a
		WHERE o."nidoperacion" = a."nidoperacion";
	ELSE
		UPDATE "operacion" o SET "ncostototal" = o."ncostototal" + x.total
		FROM (
			SELECT "nidoperacion", sum(monto) total FROM (
				SELECT "nidoperacion", "nmontocosto" monto FROM despues
				UNION ALL SELECT "nidoperacion", -"nmontocosto" FROM antes
			) m GROUP BY 1 HAVING sum(monto) <> 0
		) x
		WHERE o."nidoperacion" = x."nidoperacion";
	END IF;
	RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.venta_operacion_bulto_alta()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"(ARRAY(SELECT DISTINCT "nidra" FROM despues), ARRAY(SELECT DISTINCT "nidlistacarga" FROM despues), '{}');
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.venta_operacion_bulto_baja()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"(ARRAY(SELECT DISTINCT "nidra" FROM antes), ARRAY(SELECT DISTINCT "nidlistacarga" FROM antes), '{}');
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.venta_operacion_bulto_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	ras integer[];
	listas integer[];
BEGIN
	SELECT array_agg(DISTINCT c."nidra"), array_agg(DISTINCT c."nidlistacarga") INTO ras, listas FROM (
		(SELECT "nidlistacarga", "niditem", "nidra", "ncantidadingresada" FROM antes
		 EXCEPT SELECT "nidlistacarga", "niditem", "nidra", "ncantidadingresada" FROM despues)
		UNION ALL
		(SELECT "nidlistacarga", "niditem", "nidra", "ncantidadingresada" FROM despues
		 EXCEPT SELECT "nidlistacarga", "niditem", "nidra", "ncantidadingresada" FROM antes)
	) c;
	IF ras IS NOT NULL THEN
		PERFORM "venta_operacion_invalidar"(ras, listas, '{}');
	END IF;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.venta_operacion_costo_alta()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"('{}', '{}', ARRAY(SELECT DISTINCT "nidoperacion" FROM despues));
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.venta_operacion_costo_baja()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"('{}', '{}', ARRAY(SELECT DISTINCT "nidoperacion" FROM antes));
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.venta_operacion_costo_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"('{}', '{}', ARRAY(SELECT "nidoperacion" FROM antes UNION SELECT "nidoperacion" FROM despues));
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.venta_operacion_invalidar(ras integer[], listas integer[], ops integer[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "venta_operacion_cambio" ("nidoperacion")
	SELECT o."nidoperacion" FROM "operacion" o WHERE o."nidoperacion" IN (
		SELECT unnest(ops)
		UNION
		SELECT lc."nidoperacion" FROM "lista_carga" lc WHERE lc."nidlistacarga" = ANY(listas)
		UNION
		SELECT lc."nidoperacion" FROM "lista_carga_bulto" b JOIN "lista_carga" lc ON lc."nidlistacarga" = b."nidlistacarga"
		WHERE b."nidra" = ANY(ras)
	);
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.venta_operacion_lista_baja()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"('{}', '{}', ARRAY(SELECT DISTINCT "nidoperacion" FROM antes));
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.venta_operacion_lista_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	listas integer[];
	ops integer[];
BEGIN
	SELECT array_agg(a."nidlistacarga"), array_agg(a."nidoperacion") || array_agg(d."nidoperacion") INTO listas, ops
	FROM antes a JOIN despues d ON d."nidlistacarga" = a."nidlistacarga"
	WHERE a."nidoperacion" IS DISTINCT FROM d."nidoperacion" OR a."dfhodespacho" IS DISTINCT FROM d."dfhodespacho";
	IF listas IS NOT NULL THEN
		PERFORM "venta_operacion_invalidar"(ARRAY(SELECT DISTINCT b."nidra" FROM "lista_carga_bulto" b WHERE b."nidlistacarga" = ANY(listas)), listas, ops);
	END IF;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.venta_operacion_precio_alta()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"(ARRAY(SELECT DISTINCT "nidra" FROM despues), '{}', '{}');
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.venta_operacion_precio_baja()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"(ARRAY(SELECT DISTINCT "nidra" FROM antes), '{}', '{}');
	RETURN NULL;
END
$function$;

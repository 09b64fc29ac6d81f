CREATE TABLE "gestion_diferencia" (
	"nidlistacarga" integer NOT NULL,
	"scodoficinaorigen" varchar(10) NOT NULL,
	"scodbodegaorigen" varchar(10) NOT NULL,
	"scodoficinadestino" varchar(10) NOT NULL,
	"sviadespacho" varchar(20) NOT NULL,
	"dmes" date NOT NULL,
	"nmovidas" integer NOT NULL,
	"nfaltantes" integer NOT NULL,
	"ndanadas" integer NOT NULL,
	CONSTRAINT "gestion_diferencia_pk" PRIMARY KEY("nidlistacarga","scodoficinaorigen","scodbodegaorigen","scodoficinadestino","sviadespacho")
);
--> statement-breakpoint
CREATE TABLE "gestion_diferencia_mes" (
	"niddiferencia" bigserial PRIMARY KEY NOT NULL,
	"scodoficinaorigen" varchar(10) NOT NULL,
	"scodbodegaorigen" varchar(10) NOT NULL,
	"scodoficinadestino" varchar(10) NOT NULL,
	"sviadespacho" varchar(20) NOT NULL,
	"dmes" date NOT NULL,
	"nmovidas" integer NOT NULL,
	"nfaltantes" integer NOT NULL,
	"ndanadas" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gestion_ingreso" (
	"nidingreso" bigserial PRIMARY KEY NOT NULL,
	"scodoficinaorigen" varchar(10) NOT NULL,
	"scodbodegaorigen" varchar(10),
	"sviadespacho" varchar(20) NOT NULL,
	"dfecha" date NOT NULL,
	"ncantidadra" integer NOT NULL,
	"ncantidadbultos" integer NOT NULL,
	"npesokg" numeric(24, 5) NOT NULL,
	"nvolumenm3" numeric(24, 5) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gestion_plazo_hora" (
	"nidplazo" bigserial PRIMARY KEY NOT NULL,
	"scodoficinaorigen" varchar(10) NOT NULL,
	"scodbodegaorigen" varchar(10),
	"scodoficinadestino" varchar(10),
	"sviadespacho" varchar(20) NOT NULL,
	"dmes" date NOT NULL,
	"setapa" varchar(5) NOT NULL,
	"nhoras" integer NOT NULL,
	"ncantidad" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gestion_plazo_ra" (
	"nidra" integer NOT NULL,
	"setapa" varchar(5) NOT NULL,
	"nhoras" integer NOT NULL,
	"scodoficinaorigen" varchar(10) NOT NULL,
	"scodbodegaorigen" varchar(10),
	"scodoficinadestino" varchar(10),
	"sviadespacho" varchar(20) NOT NULL,
	"dfecrecepcion" timestamp with time zone NOT NULL,
	CONSTRAINT "gestion_plazo_ra_nidra_setapa_pk" PRIMARY KEY("nidra","setapa")
);
--> statement-breakpoint
CREATE INDEX "gestion_diferencia_mes_idx" ON "gestion_diferencia_mes" USING btree ("dmes");--> statement-breakpoint
CREATE INDEX "gestion_ingreso_fecha_idx" ON "gestion_ingreso" USING btree ("dfecha");--> statement-breakpoint
CREATE INDEX "gestion_plazo_hora_mes_idx" ON "gestion_plazo_hora" USING btree ("dmes","setapa");--> statement-breakpoint
CREATE INDEX "gestion_plazo_ra_horas_idx" ON "gestion_plazo_ra" USING btree ("setapa","nhoras" DESC NULLS LAST,"nidra");--> statement-breakpoint
CREATE INDEX "gestion_plazo_ra_fecha_idx" ON "gestion_plazo_ra" USING btree ("setapa","dfecrecepcion");
--> statement-breakpoint
-- ---- Intake (gestion_ingreso): insert-only deltas, like contador_ra (0012). An RA counts out of the wizard
-- (not ENCREA) and until voided (not ANULA), on the Chile day of its reception.
CREATE FUNCTION "gestion_ingreso_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE FUNCTION "gestion_ingreso_alta"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "gestion_ingreso" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "dfecha", "ncantidadra", "ncantidadbultos", "npesokg", "nvolumenm3")
	SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", ("dfecrecepcion" AT TIME ZONE 'America/Santiago')::date,
		count(*)::int, sum("ncantidadbultos")::int, sum("npesobrutokg"), sum("nvolumenm3")
	FROM despues WHERE "scodestado" NOT IN ('ENCREA', 'ANULA') GROUP BY 1, 2, 3, 4;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "gestion_ingreso_baja"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "gestion_ingreso" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "dfecha", "ncantidadra", "ncantidadbultos", "npesokg", "nvolumenm3")
	SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", ("dfecrecepcion" AT TIME ZONE 'America/Santiago')::date,
		-count(*)::int, -sum("ncantidadbultos")::int, -sum("npesobrutokg"), -sum("nvolumenm3")
	FROM antes WHERE "scodestado" NOT IN ('ENCREA', 'ANULA') GROUP BY 1, 2, 3, 4;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "recepcion_gestion_ingreso_alta" AFTER INSERT ON "recepcion" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "gestion_ingreso_alta"();
--> statement-breakpoint
CREATE TRIGGER "recepcion_gestion_ingreso_cambio" AFTER UPDATE ON "recepcion" REFERENCING OLD TABLE AS antes NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "gestion_ingreso_cambio"();
--> statement-breakpoint
CREATE TRIGGER "recepcion_gestion_ingreso_baja" AFTER DELETE ON "recepcion" REFERENCING OLD TABLE AS antes FOR EACH STATEMENT EXECUTE FUNCTION "gestion_ingreso_baja"();
--> statement-breakpoint
-- ---- Lead times (gestion_plazo_ra, gestion_plazo_hora). What these RAs' stage times are now: DESPA once in
-- transit (the last of its lists to leave), RECEP once at the destination (the last received), ENTRE once
-- handed over; whole hours from the RA's reception, never negative.
CREATE FUNCTION "gestion_plazo_de"(ras integer[]) RETURNS TABLE (
	"nidra" integer, "setapa" varchar, "nhoras" integer, "scodoficinaorigen" varchar, "scodbodegaorigen" varchar,
	"scodoficinadestino" varchar, "sviadespacho" varchar, "dfecrecepcion" timestamptz
) LANGUAGE sql STABLE AS $$
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
$$;
--> statement-breakpoint
-- Rewrites these RAs' rows and adds the difference to the histograms (insert-only deltas).
CREATE FUNCTION "gestion_plazo_refrescar"(ras integer[]) RETURNS void LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE FUNCTION "gestion_plazo_ra_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE FUNCTION "gestion_plazo_ra_alta"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ras integer[];
BEGIN
	SELECT array_agg(d."nidra") INTO ras FROM despues d WHERE d."scodestado" IN ('ENTRA', 'BDEST', 'ENTRE');
	IF ras IS NOT NULL THEN
		PERFORM "gestion_plazo_refrescar"(ras);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "gestion_plazo_ra_baja"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ras integer[];
BEGIN
	SELECT array_agg(a."nidra") INTO ras FROM antes a;
	IF ras IS NOT NULL THEN
		PERFORM "gestion_plazo_refrescar"(ras);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "gestion_plazo_lista"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE FUNCTION "gestion_plazo_entrega"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE TRIGGER "recepcion_gestion_plazo_alta" AFTER INSERT ON "recepcion" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "gestion_plazo_ra_alta"();
--> statement-breakpoint
CREATE TRIGGER "recepcion_gestion_plazo_cambio" AFTER UPDATE ON "recepcion" REFERENCING OLD TABLE AS antes NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "gestion_plazo_ra_cambio"();
--> statement-breakpoint
CREATE TRIGGER "recepcion_gestion_plazo_baja" AFTER DELETE ON "recepcion" REFERENCING OLD TABLE AS antes FOR EACH STATEMENT EXECUTE FUNCTION "gestion_plazo_ra_baja"();
--> statement-breakpoint
CREATE TRIGGER "lista_carga_gestion_plazo" AFTER UPDATE ON "lista_carga" REFERENCING OLD TABLE AS antes NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "gestion_plazo_lista"();
--> statement-breakpoint
CREATE TRIGGER "entrega_gestion_plazo_alta" AFTER INSERT ON "entrega" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "gestion_plazo_entrega"();
--> statement-breakpoint
CREATE TRIGGER "entrega_gestion_plazo_cambio" AFTER UPDATE ON "entrega" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "gestion_plazo_entrega"();
--> statement-breakpoint
CREATE TRIGGER "entrega_gestion_plazo_baja" AFTER DELETE ON "entrega" REFERENCING OLD TABLE AS antes FOR EACH STATEMENT EXECUTE FUNCTION "gestion_plazo_entrega"();
--> statement-breakpoint
-- ---- Differences at destination: one row per (received list, route) in gestion_diferencia, rewritten from
-- the list's lines when it is received, its reception undone or corrected, or its counts change; the
-- difference goes to gestion_diferencia_mes, which the chart reads.
-- These lists' rows as they are now: one per route, while the list is received.
CREATE FUNCTION "gestion_diferencia_de"(listas integer[]) RETURNS TABLE (
	"nidlistacarga" integer, "scodoficinaorigen" varchar, "scodbodegaorigen" varchar, "scodoficinadestino" varchar,
	"sviadespacho" varchar, "dmes" date, "nmovidas" integer, "nfaltantes" integer, "ndanadas" integer
) LANGUAGE sql STABLE AS $$
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
$$;
--> statement-breakpoint
-- Rewrites these lists' rows and adds the difference to the months (insert-only deltas).
CREATE FUNCTION "gestion_diferencia_refrescar"(listas integer[]) RETURNS void LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE FUNCTION "gestion_diferencia_bulto"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE FUNCTION "gestion_diferencia_lista"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE FUNCTION "gestion_diferencia_ra"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE TRIGGER "lista_carga_bulto_gestion_alta" AFTER INSERT ON "lista_carga_bulto" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "gestion_diferencia_bulto"();
--> statement-breakpoint
CREATE TRIGGER "lista_carga_bulto_gestion_cambio" AFTER UPDATE ON "lista_carga_bulto" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "gestion_diferencia_bulto"();
--> statement-breakpoint
CREATE TRIGGER "lista_carga_bulto_gestion_baja" AFTER DELETE ON "lista_carga_bulto" REFERENCING OLD TABLE AS antes FOR EACH STATEMENT EXECUTE FUNCTION "gestion_diferencia_bulto"();
--> statement-breakpoint
CREATE TRIGGER "lista_carga_gestion_diferencia" AFTER UPDATE ON "lista_carga" REFERENCING OLD TABLE AS antes NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "gestion_diferencia_lista"();
--> statement-breakpoint
CREATE TRIGGER "recepcion_gestion_diferencia" AFTER UPDATE ON "recepcion" REFERENCING OLD TABLE AS antes NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "gestion_diferencia_ra"();
--> statement-breakpoint
-- ---- What is there already, counted once.
INSERT INTO "gestion_ingreso" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "dfecha", "ncantidadra", "ncantidadbultos", "npesokg", "nvolumenm3")
SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", ("dfecrecepcion" AT TIME ZONE 'America/Santiago')::date,
	count(*)::int, sum("ncantidadbultos")::int, sum("npesobrutokg"), sum("nvolumenm3")
FROM "recepcion" WHERE "scodestado" NOT IN ('ENCREA', 'ANULA') GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "gestion_plazo_ra"
SELECT r."nidra", e.setapa, greatest(0, floor(extract(epoch FROM e.t - r."dfecrecepcion") / 3600))::int,
	r."scodoficinaorigen", r."scodbodegaorigen", r."scodoficinadestino", r."sviadespacho", r."dfecrecepcion"
FROM "recepcion" r
LEFT JOIN (
	SELECT lr."nidra", max(l."dfhodespacho") despacho, max(l."dfhorecepcion") llegada
	FROM "lista_carga_ra" lr JOIN "lista_carga" l ON l."nidlistacarga" = lr."nidlistacarga" GROUP BY lr."nidra"
) t ON t."nidra" = r."nidra"
LEFT JOIN "entrega" en ON en."nidra" = r."nidra"
CROSS JOIN LATERAL (VALUES
	('DESPA'::varchar, CASE WHEN r."scodestado" IN ('ENTRA', 'BDEST', 'ENTRE') THEN t.despacho END),
	('RECEP', CASE WHEN r."scodestado" IN ('BDEST', 'ENTRE') THEN t.llegada END),
	('ENTRE', CASE WHEN r."scodestado" = 'ENTRE' THEN en."dfhoentrega" END)
) e(setapa, t)
WHERE r."scodestado" IN ('ENTRA', 'BDEST', 'ENTRE') AND e.t IS NOT NULL;
--> statement-breakpoint
INSERT INTO "gestion_plazo_hora" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "sviadespacho", "dmes", "setapa", "nhoras", "ncantidad")
SELECT "scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "sviadespacho",
	date_trunc('month', "dfecrecepcion" AT TIME ZONE 'America/Santiago')::date, "setapa", "nhoras", count(*)::int
FROM "gestion_plazo_ra" GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
INSERT INTO "gestion_diferencia" SELECT * FROM "gestion_diferencia_de"(ARRAY(SELECT "nidlistacarga" FROM "lista_carga" WHERE "scodestadolista" = 'RECEP'));
--> statement-breakpoint
INSERT INTO "gestion_diferencia_mes" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "sviadespacho", "dmes", "nmovidas", "nfaltantes", "ndanadas")
SELECT "scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "sviadespacho", "dmes", sum("nmovidas")::int, sum("nfaltantes")::int, sum("ndanadas")::int
FROM "gestion_diferencia" GROUP BY 1, 2, 3, 4, 5;

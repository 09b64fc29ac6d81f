CREATE TABLE "gestion_pendiente" (
	"nidpendiente" bigserial PRIMARY KEY NOT NULL,
	"scodoficinaorigen" varchar(10) NOT NULL,
	"scodbodegaorigen" varchar(10),
	"sviadespacho" varchar(20) NOT NULL,
	"ssintarifa" varchar(1) NOT NULL,
	"ncantidad" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "recepcion_espera_idx" ON "recepcion" USING btree (coalesce("scodbodegaorigen", ''),coalesce("dfecingresobodega", "dfecrecepcion"),"nidra") WHERE "recepcion"."scodestado" in ('BORIG', 'ENLIS');--> statement-breakpoint
-- ---- Pendientes (gestion_pendiente): the RAs waiting at their origin warehouse (BORIG, ENLIS), counted per
-- (origin office, origin warehouse, vía) and whether a tariff priced them ('N') or not ('S'). Insert-only
-- deltas like gestion_ingreso (0022). An RA's flag is read from precio_ra when it comes or goes; while it
-- waits, the price triggers below move it when a recalculation gives or takes away its tariff price.
CREATE FUNCTION "gestion_sin_tarifa"(ra integer) RETURNS varchar LANGUAGE sql STABLE AS $$
	SELECT CASE WHEN EXISTS (SELECT 1 FROM "precio_ra" p WHERE p."nidra" = ra AND p."scodmotivo" = 'TARIFA') THEN 'N' ELSE 'S' END
$$;
--> statement-breakpoint
CREATE FUNCTION "gestion_pendiente_alta"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "gestion_pendiente" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "ssintarifa", "ncantidad")
	SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "gestion_sin_tarifa"("nidra"), count(*)::int
	FROM despues WHERE "scodestado" IN ('BORIG', 'ENLIS') GROUP BY 1, 2, 3, 4;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "gestion_pendiente_baja"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "gestion_pendiente" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "ssintarifa", "ncantidad")
	SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "gestion_sin_tarifa"("nidra"), -count(*)::int
	FROM antes WHERE "scodestado" IN ('BORIG', 'ENLIS') GROUP BY 1, 2, 3, 4;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- An RA that stays waiting under the same key cancels out before its price is looked at.
CREATE FUNCTION "gestion_pendiente_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE TRIGGER "recepcion_gestion_pendiente_alta" AFTER INSERT ON "recepcion" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "gestion_pendiente_alta"();
--> statement-breakpoint
CREATE TRIGGER "recepcion_gestion_pendiente_cambio" AFTER UPDATE ON "recepcion" REFERENCING OLD TABLE AS antes NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "gestion_pendiente_cambio"();
--> statement-breakpoint
CREATE TRIGGER "recepcion_gestion_pendiente_baja" AFTER DELETE ON "recepcion" REFERENCING OLD TABLE AS antes FOR EACH STATEMENT EXECUTE FUNCTION "gestion_pendiente_baja"();
--> statement-breakpoint
-- A price stored, recalculated or removed: the waiting RAs that gained or lost their tariff price move
-- between 'S' and 'N' (one function for the three events: a missing transition table is an empty list).
CREATE FUNCTION "gestion_pendiente_precio"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE TRIGGER "precio_ra_gestion_pendiente_alta" AFTER INSERT ON "precio_ra" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "gestion_pendiente_precio"();
--> statement-breakpoint
CREATE TRIGGER "precio_ra_gestion_pendiente_cambio" AFTER UPDATE ON "precio_ra" REFERENCING OLD TABLE AS antes NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "gestion_pendiente_precio"();
--> statement-breakpoint
CREATE TRIGGER "precio_ra_gestion_pendiente_baja" AFTER DELETE ON "precio_ra" REFERENCING OLD TABLE AS antes FOR EACH STATEMENT EXECUTE FUNCTION "gestion_pendiente_precio"();
--> statement-breakpoint
INSERT INTO "gestion_pendiente" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "ssintarifa", "ncantidad")
SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "gestion_sin_tarifa"("nidra"), count(*)::int
FROM "recepcion" WHERE "scodestado" IN ('BORIG', 'ENLIS') GROUP BY 1, 2, 3, 4;

-- Issue 31: one trigger per table and event. The 41 statement triggers on "recepcion", "lista_carga_bulto",
-- "lista_carga" (UPDATE), "precio_ra" and "costo_operacion" become 13: each reads its transition tables
-- once into arrays of the table's rows (nothing when the statement touched no row, as half of every
-- INSERT ... ON CONFLICT DO UPDATE) and calls each figure's piece with them, in the order the old triggers
-- fired (by name). The pieces keep their names and bodies, reading `unnest(antes)` instead of the
-- transition table `antes`; `lista_carga_cambio` stops at once when none of the columns its pieces read
-- changed.
-- A list's totals: every scan updated the list's row (and fired its four triggers); now the changes of its
-- lines, RAs and measures insert moves into "lista_carga_total", read with the list's columns and folded
-- into them by the periodic compaction (list-totals.repo.ts).
-- The functions come from apps/api/src/db/functions (`npm run db:functions`).
CREATE TABLE "lista_carga_total" (
	"nidmovimiento" bigserial PRIMARY KEY NOT NULL,
	"nidlistacarga" integer NOT NULL,
	"ntotalra" integer DEFAULT 0 NOT NULL,
	"ntotalbultos" integer DEFAULT 0 NOT NULL,
	"ntotalpesokg" numeric(24, 10) DEFAULT 0 NOT NULL,
	"ntotalvolumenm3" numeric(24, 10) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lista_carga_total_lista_idx" ON "lista_carga_total" USING btree ("nidlistacarga");--> statement-breakpoint
DROP TRIGGER "costo_operacion_total_alta" ON "costo_operacion";--> statement-breakpoint
DROP TRIGGER "costo_operacion_total_baja" ON "costo_operacion";--> statement-breakpoint
DROP TRIGGER "costo_operacion_total_cambio" ON "costo_operacion";--> statement-breakpoint
DROP TRIGGER "costo_operacion_venta_alta" ON "costo_operacion";--> statement-breakpoint
DROP TRIGGER "costo_operacion_venta_baja" ON "costo_operacion";--> statement-breakpoint
DROP TRIGGER "costo_operacion_venta_cambio" ON "costo_operacion";--> statement-breakpoint
DROP TRIGGER "lista_carga_diferencia_cambio" ON "lista_carga";--> statement-breakpoint
DROP TRIGGER "lista_carga_gestion_diferencia" ON "lista_carga";--> statement-breakpoint
DROP TRIGGER "lista_carga_gestion_plazo" ON "lista_carga";--> statement-breakpoint
DROP TRIGGER "lista_carga_venta_cambio" ON "lista_carga";--> statement-breakpoint
DROP TRIGGER "lista_carga_bulto_diferencia_alta" ON "lista_carga_bulto";--> statement-breakpoint
DROP TRIGGER "lista_carga_bulto_diferencia_cambio" ON "lista_carga_bulto";--> statement-breakpoint
DROP TRIGGER "lista_carga_bulto_gestion_alta" ON "lista_carga_bulto";--> statement-breakpoint
DROP TRIGGER "lista_carga_bulto_gestion_baja" ON "lista_carga_bulto";--> statement-breakpoint
DROP TRIGGER "lista_carga_bulto_gestion_cambio" ON "lista_carga_bulto";--> statement-breakpoint
DROP TRIGGER "lista_carga_bulto_totales_alta" ON "lista_carga_bulto";--> statement-breakpoint
DROP TRIGGER "lista_carga_bulto_totales_baja" ON "lista_carga_bulto";--> statement-breakpoint
DROP TRIGGER "lista_carga_bulto_totales_cambio" ON "lista_carga_bulto";--> statement-breakpoint
DROP TRIGGER "lista_carga_bulto_venta_alta" ON "lista_carga_bulto";--> statement-breakpoint
DROP TRIGGER "lista_carga_bulto_venta_baja" ON "lista_carga_bulto";--> statement-breakpoint
DROP TRIGGER "lista_carga_bulto_venta_cambio" ON "lista_carga_bulto";--> statement-breakpoint
DROP TRIGGER "precio_ra_gestion_pendiente_alta" ON "precio_ra";--> statement-breakpoint
DROP TRIGGER "precio_ra_gestion_pendiente_baja" ON "precio_ra";--> statement-breakpoint
DROP TRIGGER "precio_ra_gestion_pendiente_cambio" ON "precio_ra";--> statement-breakpoint
DROP TRIGGER "precio_ra_venta_alta" ON "precio_ra";--> statement-breakpoint
DROP TRIGGER "precio_ra_venta_baja" ON "precio_ra";--> statement-breakpoint
DROP TRIGGER "precio_ra_venta_cambio" ON "precio_ra";--> statement-breakpoint
DROP TRIGGER "recepcion_contador_alta" ON "recepcion";--> statement-breakpoint
DROP TRIGGER "recepcion_contador_baja" ON "recepcion";--> statement-breakpoint
DROP TRIGGER "recepcion_contador_cambio" ON "recepcion";--> statement-breakpoint
DROP TRIGGER "recepcion_diferencia_cambio" ON "recepcion";--> statement-breakpoint
DROP TRIGGER "recepcion_gestion_diferencia" ON "recepcion";--> statement-breakpoint
DROP TRIGGER "recepcion_gestion_ingreso_alta" ON "recepcion";--> statement-breakpoint
DROP TRIGGER "recepcion_gestion_ingreso_baja" ON "recepcion";--> statement-breakpoint
DROP TRIGGER "recepcion_gestion_ingreso_cambio" ON "recepcion";--> statement-breakpoint
DROP TRIGGER "recepcion_gestion_pendiente_alta" ON "recepcion";--> statement-breakpoint
DROP TRIGGER "recepcion_gestion_pendiente_baja" ON "recepcion";--> statement-breakpoint
DROP TRIGGER "recepcion_gestion_pendiente_cambio" ON "recepcion";--> statement-breakpoint
DROP TRIGGER "recepcion_gestion_plazo_alta" ON "recepcion";--> statement-breakpoint
DROP TRIGGER "recepcion_gestion_plazo_baja" ON "recepcion";--> statement-breakpoint
DROP TRIGGER "recepcion_gestion_plazo_cambio" ON "recepcion";--> statement-breakpoint
DROP FUNCTION "contador_ra_alta"();--> statement-breakpoint
DROP FUNCTION "contador_ra_cambio"();--> statement-breakpoint
DROP FUNCTION "contador_ra_baja"();--> statement-breakpoint
DROP FUNCTION "gestion_ingreso_alta"();--> statement-breakpoint
DROP FUNCTION "gestion_ingreso_cambio"();--> statement-breakpoint
DROP FUNCTION "gestion_ingreso_baja"();--> statement-breakpoint
DROP FUNCTION "gestion_pendiente_alta"();--> statement-breakpoint
DROP FUNCTION "gestion_pendiente_cambio"();--> statement-breakpoint
DROP FUNCTION "gestion_pendiente_baja"();--> statement-breakpoint
DROP FUNCTION "gestion_plazo_ra_alta"();--> statement-breakpoint
DROP FUNCTION "gestion_plazo_ra_cambio"();--> statement-breakpoint
DROP FUNCTION "gestion_plazo_ra_baja"();--> statement-breakpoint
DROP FUNCTION "diferencia_destino_ra"();--> statement-breakpoint
DROP FUNCTION "gestion_diferencia_ra"();--> statement-breakpoint
DROP FUNCTION "venta_operacion_bulto_alta"();--> statement-breakpoint
DROP FUNCTION "venta_operacion_bulto_cambio"();--> statement-breakpoint
DROP FUNCTION "venta_operacion_bulto_baja"();--> statement-breakpoint
DROP FUNCTION "diferencia_destino_bulto"();--> statement-breakpoint
DROP FUNCTION "gestion_diferencia_bulto"();--> statement-breakpoint
DROP FUNCTION "lista_carga_totales_bulto"();--> statement-breakpoint
DROP FUNCTION "diferencia_destino_lista"();--> statement-breakpoint
DROP FUNCTION "gestion_diferencia_lista"();--> statement-breakpoint
DROP FUNCTION "gestion_plazo_lista"();--> statement-breakpoint
DROP FUNCTION "venta_operacion_lista_cambio"();--> statement-breakpoint
DROP FUNCTION "venta_operacion_precio_alta"();--> statement-breakpoint
DROP FUNCTION "venta_operacion_precio_baja"();--> statement-breakpoint
DROP FUNCTION "gestion_pendiente_precio"();--> statement-breakpoint
DROP FUNCTION "operacion_costo_total"();--> statement-breakpoint
DROP FUNCTION "venta_operacion_costo_alta"();--> statement-breakpoint
DROP FUNCTION "venta_operacion_costo_cambio"();--> statement-breakpoint
DROP FUNCTION "venta_operacion_costo_baja"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.contador_ra_alta(antes recepcion[], despues recepcion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "contador_ra" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "scodbodegadestino", "scodestado", "ncantidad")
	SELECT "scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "scodbodegadestino", "scodestado", count(*)::int
	FROM unnest(despues) GROUP BY 1, 2, 3, 4, 5;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.contador_ra_cambio(antes recepcion[], despues recepcion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "contador_ra" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "scodbodegadestino", "scodestado", "ncantidad")
	SELECT o, bo, d, bd, e, sum(n)::int FROM (
		SELECT "scodoficinaorigen" o, "scodbodegaorigen" bo, "scodoficinadestino" d, "scodbodegadestino" bd, "scodestado" e, -1 n FROM unnest(antes)
		UNION ALL
		SELECT "scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "scodbodegadestino", "scodestado", 1 FROM unnest(despues)
	) cambios
	GROUP BY o, bo, d, bd, e
	HAVING sum(n) <> 0;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.contador_ra_baja(antes recepcion[], despues recepcion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "contador_ra" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "scodbodegadestino", "scodestado", "ncantidad")
	SELECT "scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "scodbodegadestino", "scodestado", -count(*)::int
	FROM unnest(antes) GROUP BY 1, 2, 3, 4, 5;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_ingreso_alta(antes recepcion[], despues recepcion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "gestion_ingreso" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "dfecha", "ncantidadra", "ncantidadbultos", "npesokg", "nvolumenm3")
	SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", ("dfecrecepcion" AT TIME ZONE 'America/Santiago')::date,
		count(*)::int, sum("ncantidadbultos")::int, sum("npesobrutokg"), sum("nvolumenm3")
	FROM unnest(despues) WHERE "scodestado" NOT IN ('ENCREA', 'ANULA') GROUP BY 1, 2, 3, 4;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_ingreso_cambio(antes recepcion[], despues recepcion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "gestion_ingreso" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "dfecha", "ncantidadra", "ncantidadbultos", "npesokg", "nvolumenm3")
	SELECT o, b, v, f, sum(n)::int, sum(u)::int, sum(kg), sum(m3) FROM (
		SELECT "scodoficinaorigen" o, "scodbodegaorigen" b, "sviadespacho" v, ("dfecrecepcion" AT TIME ZONE 'America/Santiago')::date f,
			-1 n, -"ncantidadbultos" u, -"npesobrutokg" kg, -"nvolumenm3" m3
		FROM unnest(antes) WHERE "scodestado" NOT IN ('ENCREA', 'ANULA')
		UNION ALL
		SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", ("dfecrecepcion" AT TIME ZONE 'America/Santiago')::date,
			1, "ncantidadbultos", "npesobrutokg", "nvolumenm3"
		FROM unnest(despues) WHERE "scodestado" NOT IN ('ENCREA', 'ANULA')
	) cambios
	GROUP BY o, b, v, f
	HAVING sum(n) <> 0 OR sum(u) <> 0 OR sum(kg) <> 0 OR sum(m3) <> 0;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_ingreso_baja(antes recepcion[], despues recepcion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "gestion_ingreso" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "dfecha", "ncantidadra", "ncantidadbultos", "npesokg", "nvolumenm3")
	SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", ("dfecrecepcion" AT TIME ZONE 'America/Santiago')::date,
		-count(*)::int, -sum("ncantidadbultos")::int, -sum("npesobrutokg"), -sum("nvolumenm3")
	FROM unnest(antes) WHERE "scodestado" NOT IN ('ENCREA', 'ANULA') GROUP BY 1, 2, 3, 4;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_pendiente_alta(antes recepcion[], despues recepcion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "gestion_pendiente" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "ssintarifa", "ncantidad")
	SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "gestion_sin_tarifa"("nidra"), count(*)::int
	FROM unnest(despues) WHERE "scodestado" IN ('BORIG', 'ENLIS') GROUP BY 1, 2, 3, 4;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_pendiente_cambio(antes recepcion[], despues recepcion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "gestion_pendiente" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "ssintarifa", "ncantidad")
	SELECT o, b, v, "gestion_sin_tarifa"(ra), sum(n)::int FROM (
		SELECT ra, o, b, v, sum(n) n FROM (
			SELECT "nidra" ra, "scodoficinaorigen" o, "scodbodegaorigen" b, "sviadespacho" v, -1 n
			FROM unnest(antes) WHERE "scodestado" IN ('BORIG', 'ENLIS')
			UNION ALL
			SELECT "nidra", "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", 1
			FROM unnest(despues) WHERE "scodestado" IN ('BORIG', 'ENLIS')
		) x GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0
	) cambios
	GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_pendiente_baja(antes recepcion[], despues recepcion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "gestion_pendiente" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "ssintarifa", "ncantidad")
	SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "gestion_sin_tarifa"("nidra"), -count(*)::int
	FROM unnest(antes) WHERE "scodestado" IN ('BORIG', 'ENLIS') GROUP BY 1, 2, 3, 4;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_plazo_ra_alta(antes recepcion[], despues recepcion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
	ras integer[];
BEGIN
	SELECT array_agg(d."nidra") INTO ras FROM unnest(despues) d WHERE d."scodestado" IN ('ENTRA', 'BDEST', 'ENTRE');
	IF ras IS NOT NULL THEN
		PERFORM "gestion_plazo_refrescar"(ras);
	END IF;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_plazo_ra_cambio(antes recepcion[], despues recepcion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
	ras integer[];
BEGIN
	SELECT array_agg(d."nidra") INTO ras FROM unnest(despues) d JOIN unnest(antes) a ON a."nidra" = d."nidra"
	WHERE a."scodestado" IS DISTINCT FROM d."scodestado" OR a."dfecrecepcion" IS DISTINCT FROM d."dfecrecepcion"
		OR a."scodoficinaorigen" IS DISTINCT FROM d."scodoficinaorigen" OR a."scodbodegaorigen" IS DISTINCT FROM d."scodbodegaorigen"
		OR a."scodoficinadestino" IS DISTINCT FROM d."scodoficinadestino" OR a."sviadespacho" IS DISTINCT FROM d."sviadespacho";
	IF ras IS NOT NULL THEN
		PERFORM "gestion_plazo_refrescar"(ras);
	END IF;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_plazo_ra_baja(antes recepcion[], despues recepcion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
	ras integer[];
BEGIN
	SELECT array_agg(a."nidra") INTO ras FROM unnest(antes) a;
	IF ras IS NOT NULL THEN
		PERFORM "gestion_plazo_refrescar"(ras);
	END IF;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.diferencia_destino_ra(antes recepcion[], despues recepcion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	UPDATE "diferencia_destino" dd SET "scodoficinaorigen" = d."scodoficinaorigen"
	FROM unnest(despues) d JOIN unnest(antes) a ON a."nidra" = d."nidra"
	WHERE dd."nidra" = d."nidra" AND a."scodoficinaorigen" IS DISTINCT FROM d."scodoficinaorigen";
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_diferencia_ra(antes recepcion[], despues recepcion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
	listas integer[];
BEGIN
	SELECT array_agg(DISTINCT b."nidlistacarga") INTO listas FROM unnest(despues) d JOIN unnest(antes) a ON a."nidra" = d."nidra"
	JOIN "lista_carga_bulto" b ON b."nidra" = d."nidra"
	JOIN "lista_carga" l ON l."nidlistacarga" = b."nidlistacarga" AND l."scodestadolista" = 'RECEP'
	WHERE a."scodoficinaorigen" IS DISTINCT FROM d."scodoficinaorigen" OR a."scodbodegaorigen" IS DISTINCT FROM d."scodbodegaorigen"
		OR a."scodoficinadestino" IS DISTINCT FROM d."scodoficinadestino" OR a."sviadespacho" IS DISTINCT FROM d."sviadespacho";
	IF listas IS NOT NULL THEN
		PERFORM "gestion_diferencia_refrescar"(listas);
	END IF;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.venta_operacion_bulto_alta(antes lista_carga_bulto[], despues lista_carga_bulto[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"(ARRAY(SELECT DISTINCT "nidra" FROM unnest(despues)), ARRAY(SELECT DISTINCT "nidlistacarga" FROM unnest(despues)), '{}');
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.venta_operacion_bulto_cambio(antes lista_carga_bulto[], despues lista_carga_bulto[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
	ras integer[];
	listas integer[];
BEGIN
	SELECT array_agg(DISTINCT c."nidra"), array_agg(DISTINCT c."nidlistacarga") INTO ras, listas FROM (
		(SELECT "nidlistacarga", "niditem", "nidra", "ncantidadingresada" FROM unnest(antes)
		 EXCEPT SELECT "nidlistacarga", "niditem", "nidra", "ncantidadingresada" FROM unnest(despues))
		UNION ALL
		(SELECT "nidlistacarga", "niditem", "nidra", "ncantidadingresada" FROM unnest(despues)
		 EXCEPT SELECT "nidlistacarga", "niditem", "nidra", "ncantidadingresada" FROM unnest(antes))
	) c;
	IF ras IS NOT NULL THEN
		PERFORM "venta_operacion_invalidar"(ras, listas, '{}');
	END IF;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.venta_operacion_bulto_baja(antes lista_carga_bulto[], despues lista_carga_bulto[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"(ARRAY(SELECT DISTINCT "nidra" FROM unnest(antes)), ARRAY(SELECT DISTINCT "nidlistacarga" FROM unnest(antes)), '{}');
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.diferencia_destino_bulto(antes lista_carga_bulto[], despues lista_carga_bulto[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
	listas integer[];
BEGIN
	SELECT array_agg(DISTINCT d."nidlistacarga") INTO listas FROM unnest(despues) d
	JOIN "lista_carga" l ON l."nidlistacarga" = d."nidlistacarga" WHERE l."scodestadolista" = 'RECEP';
	IF listas IS NOT NULL THEN
		PERFORM "diferencia_destino_refrescar"(listas);
	END IF;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_diferencia_bulto(antes lista_carga_bulto[], despues lista_carga_bulto[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
	listas integer[];
BEGIN
	IF despues IS NULL THEN
		SELECT array_agg(DISTINCT a."nidlistacarga") INTO listas FROM unnest(antes) a
		WHERE EXISTS (SELECT 1 FROM "gestion_diferencia" g WHERE g."nidlistacarga" = a."nidlistacarga");
	ELSE
		SELECT array_agg(DISTINCT d."nidlistacarga") INTO listas FROM unnest(despues) d
		JOIN "lista_carga" l ON l."nidlistacarga" = d."nidlistacarga" WHERE l."scodestadolista" = 'RECEP';
	END IF;
	IF listas IS NOT NULL THEN
		PERFORM "gestion_diferencia_refrescar"(listas);
	END IF;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.lista_carga_totales_bulto(antes lista_carga_bulto[], despues lista_carga_bulto[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	-- Lines added (+) and removed (-), an updated line being both: one row of moves per list, never the list's row.
	INSERT INTO "lista_carga_total" ("nidlistacarga", "ntotalbultos", "ntotalpesokg", "ntotalvolumenm3")
	SELECT x."nidlistacarga", sum(x.s * x."ncantidadingresada")::int, sum(x.s * x."ncantidadingresada" * b."npesobultokg"),
		sum(x.s * x."ncantidadingresada" * b."nvolumenbultom3")
	FROM (
		(SELECT "nidlistacarga", "niditem", "ncantidadingresada", -1 s FROM unnest(antes)
		 EXCEPT ALL SELECT "nidlistacarga", "niditem", "ncantidadingresada", -1 FROM unnest(despues))
		UNION ALL
		(SELECT "nidlistacarga", "niditem", "ncantidadingresada", 1 s FROM unnest(despues)
		 EXCEPT ALL SELECT "nidlistacarga", "niditem", "ncantidadingresada", 1 FROM unnest(antes))
	) x JOIN "bulto" b ON b."niditem" = x."niditem"
	GROUP BY 1
	HAVING sum(x.s * x."ncantidadingresada") <> 0 OR sum(x.s * x."ncantidadingresada" * b."npesobultokg") <> 0
		OR sum(x.s * x."ncantidadingresada" * b."nvolumenbultom3") <> 0;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.diferencia_destino_lista(antes lista_carga[], despues lista_carga[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
	listas integer[];
BEGIN
	SELECT array_agg(d."nidlistacarga") INTO listas FROM unnest(despues) d JOIN unnest(antes) a ON a."nidlistacarga" = d."nidlistacarga"
	WHERE a."scodestadolista" IS DISTINCT FROM d."scodestadolista" OR a."dfhorecepcion" IS DISTINCT FROM d."dfhorecepcion";
	IF listas IS NOT NULL THEN
		PERFORM "diferencia_destino_refrescar"(listas);
	END IF;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_diferencia_lista(antes lista_carga[], despues lista_carga[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
	listas integer[];
BEGIN
	SELECT array_agg(d."nidlistacarga") INTO listas FROM unnest(despues) d JOIN unnest(antes) a ON a."nidlistacarga" = d."nidlistacarga"
	WHERE a."scodestadolista" IS DISTINCT FROM d."scodestadolista" OR a."dfhorecepcion" IS DISTINCT FROM d."dfhorecepcion";
	IF listas IS NOT NULL THEN
		PERFORM "gestion_diferencia_refrescar"(listas);
	END IF;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_plazo_lista(antes lista_carga[], despues lista_carga[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
	ras integer[];
BEGIN
	SELECT array_agg(DISTINCT lr."nidra") INTO ras FROM unnest(despues) d JOIN unnest(antes) a ON a."nidlistacarga" = d."nidlistacarga"
	JOIN "lista_carga_ra" lr ON lr."nidlistacarga" = d."nidlistacarga"
	WHERE a."dfhodespacho" IS DISTINCT FROM d."dfhodespacho" OR a."dfhorecepcion" IS DISTINCT FROM d."dfhorecepcion";
	IF ras IS NOT NULL THEN
		PERFORM "gestion_plazo_refrescar"(ras);
	END IF;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.venta_operacion_lista_cambio(antes lista_carga[], despues lista_carga[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
	listas integer[];
	ops integer[];
BEGIN
	SELECT array_agg(a."nidlistacarga"), array_agg(a."nidoperacion") || array_agg(d."nidoperacion") INTO listas, ops
	FROM unnest(antes) a JOIN unnest(despues) d ON d."nidlistacarga" = a."nidlistacarga"
	WHERE a."nidoperacion" IS DISTINCT FROM d."nidoperacion" OR a."dfhodespacho" IS DISTINCT FROM d."dfhodespacho";
	IF listas IS NOT NULL THEN
		PERFORM "venta_operacion_invalidar"(ARRAY(SELECT DISTINCT b."nidra" FROM "lista_carga_bulto" b WHERE b."nidlistacarga" = ANY(listas)), listas, ops);
	END IF;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.venta_operacion_precio_alta(antes precio_ra[], despues precio_ra[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"(ARRAY(SELECT DISTINCT "nidra" FROM unnest(despues)), '{}', '{}');
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.venta_operacion_precio_baja(antes precio_ra[], despues precio_ra[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"(ARRAY(SELECT DISTINCT "nidra" FROM unnest(antes)), '{}', '{}');
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.gestion_pendiente_precio(antes precio_ra[], despues precio_ra[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
	antes_tarifa integer[] := '{}';
	despues_tarifa integer[] := '{}';
BEGIN
	IF antes IS NOT NULL THEN
		SELECT coalesce(array_agg("nidra"), '{}') INTO antes_tarifa FROM unnest(antes) WHERE "scodmotivo" = 'TARIFA';
	END IF;
	IF despues IS NOT NULL THEN
		SELECT coalesce(array_agg("nidra"), '{}') INTO despues_tarifa FROM unnest(despues) WHERE "scodmotivo" = 'TARIFA';
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
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.operacion_costo_total(antes costo_operacion[], despues costo_operacion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF antes IS NULL THEN
		UPDATE "operacion" o SET "ncostototal" = o."ncostototal" + d.total
		FROM (SELECT "nidoperacion", sum("nmontocosto") total FROM unnest(despues) GROUP BY 1) d
		WHERE o."nidoperacion" = d."nidoperacion";
	ELSIF despues IS NULL THEN
		UPDATE "operacion" o SET "ncostototal" = o."ncostototal" - a.total
		FROM (SELECT "nidoperacion", sum("nmontocosto") total FROM unnest(antes) GROUP BY 1) a
		WHERE o."nidoperacion" = a."nidoperacion";
	ELSE
		UPDATE "operacion" o SET "ncostototal" = o."ncostototal" + x.total
		FROM (
			SELECT "nidoperacion", sum(monto) total FROM (
				SELECT "nidoperacion", "nmontocosto" monto FROM unnest(despues)
				UNION ALL SELECT "nidoperacion", -"nmontocosto" FROM unnest(antes)
			) m GROUP BY 1 HAVING sum(monto) <> 0
		) x
		WHERE o."nidoperacion" = x."nidoperacion";
	END IF;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.venta_operacion_costo_alta(antes costo_operacion[], despues costo_operacion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"('{}', '{}', ARRAY(SELECT DISTINCT "nidoperacion" FROM unnest(despues)));
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.venta_operacion_costo_cambio(antes costo_operacion[], despues costo_operacion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"('{}', '{}', ARRAY(SELECT "nidoperacion" FROM unnest(antes) UNION SELECT "nidoperacion" FROM unnest(despues)));
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.venta_operacion_costo_baja(antes costo_operacion[], despues costo_operacion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "venta_operacion_invalidar"('{}', '{}', ARRAY(SELECT DISTINCT "nidoperacion" FROM unnest(antes)));
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.recepcion_alta()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of INSERT on "recepcion": its transition table read once, then each figure's piece in turn.
DECLARE
	despues_filas "recepcion"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE, every scan)
	-- moves no figure.
	IF NOT EXISTS (SELECT 1 FROM despues) THEN
		RETURN NULL;
	END IF;
	despues_filas := ARRAY(SELECT t::"recepcion" FROM despues t);
	PERFORM "contador_ra_alta"(NULL, despues_filas);
	PERFORM "gestion_ingreso_alta"(NULL, despues_filas);
	PERFORM "gestion_pendiente_alta"(NULL, despues_filas);
	PERFORM "gestion_plazo_ra_alta"(NULL, despues_filas);
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.recepcion_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of UPDATE on "recepcion": its transition tables read once, then each figure's piece in turn.
DECLARE
	antes_filas "recepcion"[];
	despues_filas "recepcion"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE, every scan)
	-- moves no figure.
	IF NOT EXISTS (SELECT 1 FROM despues) THEN
		RETURN NULL;
	END IF;
	antes_filas := ARRAY(SELECT t::"recepcion" FROM antes t);
	despues_filas := ARRAY(SELECT t::"recepcion" FROM despues t);
	PERFORM "contador_ra_cambio"(antes_filas, despues_filas);
	PERFORM "diferencia_destino_ra"(antes_filas, despues_filas);
	PERFORM "gestion_diferencia_ra"(antes_filas, despues_filas);
	PERFORM "gestion_ingreso_cambio"(antes_filas, despues_filas);
	PERFORM "gestion_pendiente_cambio"(antes_filas, despues_filas);
	PERFORM "gestion_plazo_ra_cambio"(antes_filas, despues_filas);
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.recepcion_baja()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of DELETE on "recepcion": its transition table read once, then each figure's piece in turn.
DECLARE
	antes_filas "recepcion"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE, every scan)
	-- moves no figure.
	IF NOT EXISTS (SELECT 1 FROM antes) THEN
		RETURN NULL;
	END IF;
	antes_filas := ARRAY(SELECT t::"recepcion" FROM antes t);
	PERFORM "contador_ra_baja"(antes_filas, NULL);
	PERFORM "gestion_ingreso_baja"(antes_filas, NULL);
	PERFORM "gestion_pendiente_baja"(antes_filas, NULL);
	PERFORM "gestion_plazo_ra_baja"(antes_filas, NULL);
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.lista_carga_bulto_alta()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of INSERT on "lista_carga_bulto": its transition table read once, then each figure's piece in turn.
DECLARE
	despues_filas "lista_carga_bulto"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE, every scan)
	-- moves no figure.
	IF NOT EXISTS (SELECT 1 FROM despues) THEN
		RETURN NULL;
	END IF;
	despues_filas := ARRAY(SELECT t::"lista_carga_bulto" FROM despues t);
	PERFORM "diferencia_destino_bulto"(NULL, despues_filas);
	PERFORM "gestion_diferencia_bulto"(NULL, despues_filas);
	PERFORM "lista_carga_totales_bulto"(NULL, despues_filas);
	PERFORM "venta_operacion_bulto_alta"(NULL, despues_filas);
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.lista_carga_bulto_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of UPDATE on "lista_carga_bulto": its transition tables read once, then each figure's piece in turn.
DECLARE
	antes_filas "lista_carga_bulto"[];
	despues_filas "lista_carga_bulto"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE, every scan)
	-- moves no figure.
	IF NOT EXISTS (SELECT 1 FROM despues) THEN
		RETURN NULL;
	END IF;
	antes_filas := ARRAY(SELECT t::"lista_carga_bulto" FROM antes t);
	despues_filas := ARRAY(SELECT t::"lista_carga_bulto" FROM despues t);
	PERFORM "diferencia_destino_bulto"(antes_filas, despues_filas);
	PERFORM "gestion_diferencia_bulto"(antes_filas, despues_filas);
	PERFORM "lista_carga_totales_bulto"(antes_filas, despues_filas);
	PERFORM "venta_operacion_bulto_cambio"(antes_filas, despues_filas);
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.lista_carga_bulto_baja()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of DELETE on "lista_carga_bulto": its transition table read once, then each figure's piece in turn.
DECLARE
	antes_filas "lista_carga_bulto"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE, every scan)
	-- moves no figure.
	IF NOT EXISTS (SELECT 1 FROM antes) THEN
		RETURN NULL;
	END IF;
	antes_filas := ARRAY(SELECT t::"lista_carga_bulto" FROM antes t);
	PERFORM "gestion_diferencia_bulto"(antes_filas, NULL);
	PERFORM "lista_carga_totales_bulto"(antes_filas, NULL);
	PERFORM "venta_operacion_bulto_baja"(antes_filas, NULL);
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.lista_carga_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of UPDATE on "lista_carga": its transition tables read once, then each figure's piece in turn.
DECLARE
	antes_filas "lista_carga"[];
	despues_filas "lista_carga"[];
BEGIN
	-- The pieces read only these columns: a statement that changed none of them (a seal, a driver, the fold
	-- of the totals) stops here.
	IF NOT EXISTS (SELECT 1 FROM despues d JOIN antes a ON a."nidlistacarga" = d."nidlistacarga"
		WHERE a."nidoperacion" IS DISTINCT FROM d."nidoperacion" OR a."scodestadolista" IS DISTINCT FROM d."scodestadolista"
			OR a."dfhodespacho" IS DISTINCT FROM d."dfhodespacho" OR a."dfhorecepcion" IS DISTINCT FROM d."dfhorecepcion") THEN
		RETURN NULL;
	END IF;
	antes_filas := ARRAY(SELECT t::"lista_carga" FROM antes t);
	despues_filas := ARRAY(SELECT t::"lista_carga" FROM despues t);
	PERFORM "diferencia_destino_lista"(antes_filas, despues_filas);
	PERFORM "gestion_diferencia_lista"(antes_filas, despues_filas);
	PERFORM "gestion_plazo_lista"(antes_filas, despues_filas);
	PERFORM "venta_operacion_lista_cambio"(antes_filas, despues_filas);
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.precio_ra_alta()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of INSERT on "precio_ra": its transition table read once, then each figure's piece in turn.
DECLARE
	despues_filas "precio_ra"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE, every scan)
	-- moves no figure.
	IF NOT EXISTS (SELECT 1 FROM despues) THEN
		RETURN NULL;
	END IF;
	despues_filas := ARRAY(SELECT t::"precio_ra" FROM despues t);
	PERFORM "gestion_pendiente_precio"(NULL, despues_filas);
	PERFORM "venta_operacion_precio_alta"(NULL, despues_filas);
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.precio_ra_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of UPDATE on "precio_ra": its transition tables read once, then each figure's piece in turn.
DECLARE
	antes_filas "precio_ra"[];
	despues_filas "precio_ra"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE, every scan)
	-- moves no figure.
	IF NOT EXISTS (SELECT 1 FROM despues) THEN
		RETURN NULL;
	END IF;
	antes_filas := ARRAY(SELECT t::"precio_ra" FROM antes t);
	despues_filas := ARRAY(SELECT t::"precio_ra" FROM despues t);
	PERFORM "gestion_pendiente_precio"(antes_filas, despues_filas);
	PERFORM "venta_operacion_precio_alta"(antes_filas, despues_filas);
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.precio_ra_baja()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of DELETE on "precio_ra": its transition table read once, then each figure's piece in turn.
DECLARE
	antes_filas "precio_ra"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE, every scan)
	-- moves no figure.
	IF NOT EXISTS (SELECT 1 FROM antes) THEN
		RETURN NULL;
	END IF;
	antes_filas := ARRAY(SELECT t::"precio_ra" FROM antes t);
	PERFORM "gestion_pendiente_precio"(antes_filas, NULL);
	PERFORM "venta_operacion_precio_baja"(antes_filas, NULL);
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.costo_operacion_alta()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of INSERT on "costo_operacion": its transition table read once, then each figure's piece in turn.
DECLARE
	despues_filas "costo_operacion"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE, every scan)
	-- moves no figure.
	IF NOT EXISTS (SELECT 1 FROM despues) THEN
		RETURN NULL;
	END IF;
	despues_filas := ARRAY(SELECT t::"costo_operacion" FROM despues t);
	PERFORM "operacion_costo_total"(NULL, despues_filas);
	PERFORM "venta_operacion_costo_alta"(NULL, despues_filas);
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.costo_operacion_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of UPDATE on "costo_operacion": its transition tables read once, then each figure's piece in turn.
DECLARE
	antes_filas "costo_operacion"[];
	despues_filas "costo_operacion"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE, every scan)
	-- moves no figure.
	IF NOT EXISTS (SELECT 1 FROM despues) THEN
		RETURN NULL;
	END IF;
	antes_filas := ARRAY(SELECT t::"costo_operacion" FROM antes t);
	despues_filas := ARRAY(SELECT t::"costo_operacion" FROM despues t);
	PERFORM "operacion_costo_total"(antes_filas, despues_filas);
	PERFORM "venta_operacion_costo_cambio"(antes_filas, despues_filas);
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.costo_operacion_baja()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of DELETE on "costo_operacion": its transition table read once, then each figure's piece in turn.
DECLARE
	antes_filas "costo_operacion"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE, every scan)
	-- moves no figure.
	IF NOT EXISTS (SELECT 1 FROM antes) THEN
		RETURN NULL;
	END IF;
	antes_filas := ARRAY(SELECT t::"costo_operacion" FROM antes t);
	PERFORM "operacion_costo_total"(antes_filas, NULL);
	PERFORM "venta_operacion_costo_baja"(antes_filas, NULL);
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
		INSERT INTO "lista_carga_total" ("nidlistacarga", "ntotalra")
		SELECT "nidlistacarga", count(*)::int FROM despues GROUP BY 1;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "lista_carga_total" ("nidlistacarga", "ntotalra")
		SELECT "nidlistacarga", -count(*)::int FROM antes GROUP BY 1;
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
	INSERT INTO "lista_carga_total" ("nidlistacarga", "ntotalra")
	SELECT "nidlistacarga", sum(s)::int FROM (
		SELECT "nidlistacarga", -1 s FROM antes UNION ALL SELECT "nidlistacarga", 1 FROM despues) c
	GROUP BY 1 HAVING sum(s) <> 0;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.lista_carga_totales_medidas()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "lista_carga_total" ("nidlistacarga", "ntotalpesokg", "ntotalvolumenm3")
	SELECT lb."nidlistacarga", sum(lb."ncantidadingresada" * (n."npesobultokg" - a."npesobultokg")),
		sum(lb."ncantidadingresada" * (n."nvolumenbultom3" - a."nvolumenbultom3"))
	FROM despues n JOIN antes a ON a."niditem" = n."niditem"
	JOIN "lista_carga_bulto" lb ON lb."niditem" = n."niditem"
	WHERE n."npesobultokg" <> a."npesobultokg" OR n."nvolumenbultom3" <> a."nvolumenbultom3"
	GROUP BY 1;
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE TRIGGER "recepcion_alta" AFTER INSERT ON "recepcion" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "recepcion_alta"();
--> statement-breakpoint
CREATE TRIGGER "recepcion_cambio" AFTER UPDATE ON "recepcion" REFERENCING OLD TABLE AS antes NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "recepcion_cambio"();
--> statement-breakpoint
CREATE TRIGGER "recepcion_baja" AFTER DELETE ON "recepcion" REFERENCING OLD TABLE AS antes FOR EACH STATEMENT EXECUTE FUNCTION "recepcion_baja"();
--> statement-breakpoint
CREATE TRIGGER "lista_carga_bulto_alta" AFTER INSERT ON "lista_carga_bulto" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "lista_carga_bulto_alta"();
--> statement-breakpoint
CREATE TRIGGER "lista_carga_bulto_cambio" AFTER UPDATE ON "lista_carga_bulto" REFERENCING OLD TABLE AS antes NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "lista_carga_bulto_cambio"();
--> statement-breakpoint
CREATE TRIGGER "lista_carga_bulto_baja" AFTER DELETE ON "lista_carga_bulto" REFERENCING OLD TABLE AS antes FOR EACH STATEMENT EXECUTE FUNCTION "lista_carga_bulto_baja"();
--> statement-breakpoint
CREATE TRIGGER "lista_carga_cambio" AFTER UPDATE ON "lista_carga" REFERENCING OLD TABLE AS antes NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "lista_carga_cambio"();
--> statement-breakpoint
CREATE TRIGGER "precio_ra_alta" AFTER INSERT ON "precio_ra" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "precio_ra_alta"();
--> statement-breakpoint
CREATE TRIGGER "precio_ra_cambio" AFTER UPDATE ON "precio_ra" REFERENCING OLD TABLE AS antes NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "precio_ra_cambio"();
--> statement-breakpoint
CREATE TRIGGER "precio_ra_baja" AFTER DELETE ON "precio_ra" REFERENCING OLD TABLE AS antes FOR EACH STATEMENT EXECUTE FUNCTION "precio_ra_baja"();
--> statement-breakpoint
CREATE TRIGGER "costo_operacion_alta" AFTER INSERT ON "costo_operacion" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "costo_operacion_alta"();
--> statement-breakpoint
CREATE TRIGGER "costo_operacion_cambio" AFTER UPDATE ON "costo_operacion" REFERENCING OLD TABLE AS antes NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "costo_operacion_cambio"();
--> statement-breakpoint
CREATE TRIGGER "costo_operacion_baja" AFTER DELETE ON "costo_operacion" REFERENCING OLD TABLE AS antes FOR EACH STATEMENT EXECUTE FUNCTION "costo_operacion_baja"();

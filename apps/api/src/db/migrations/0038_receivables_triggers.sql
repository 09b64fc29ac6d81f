CREATE OR REPLACE FUNCTION public.deuda_ra_saldos(antes deuda_ra[], despues deuda_ra[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
-- What is owed, per client (saldo_cliente) and per Chile day of the debt (deuda_dia), moved by the rows a
-- statement changed: each old row's positive saldo taken away, each new row's added. Deltas, so that two
-- transactions changing one client's debts add up instead of overwriting. A call locks its day rows (the
-- INSERT below), then its client rows (the WITH, run after it), each in key order; writers of several debts
-- change them in one statement (an abono, its reversal), so that transactions lock in one order.
BEGIN
	WITH cambios AS (
		SELECT "nidcliente", "dfecdeuda", -("nmonto" - "nabonado") AS n FROM unnest(antes) WHERE "nabonado" < "nmonto"
		UNION ALL
		SELECT "nidcliente", "dfecdeuda", "nmonto" - "nabonado" FROM unnest(despues) WHERE "nabonado" < "nmonto"
	), por_cliente AS (
		INSERT INTO "saldo_cliente" ("nidcliente", "nsaldo")
		SELECT "nidcliente", sum(n) FROM cambios GROUP BY "nidcliente" HAVING sum(n) <> 0 ORDER BY "nidcliente"
		ON CONFLICT ("nidcliente") DO UPDATE SET "nsaldo" = "saldo_cliente"."nsaldo" + excluded."nsaldo"
	)
	INSERT INTO "deuda_dia" ("dia", "nsaldo")
	SELECT ("dfecdeuda" AT TIME ZONE 'America/Santiago')::date, sum(n) FROM cambios GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 1
	ON CONFLICT ("dia") DO UPDATE SET "nsaldo" = "deuda_dia"."nsaldo" + excluded."nsaldo";
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.deuda_ra_cargos(antes deuda_ra[], despues deuda_ra[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
-- What each client was charged per Chile day (cargo_cliente_dia: how many RAs, their amount), moved by the
-- rows a statement changed: each old row taken away, each new row added, as deltas in key order.
BEGIN
	INSERT INTO "cargo_cliente_dia" ("nidcliente", "dia", "ncantidad", "nmonto")
	SELECT c."nidcliente", (c."dfecdeuda" AT TIME ZONE 'America/Santiago')::date, sum(c.n)::int, sum(c.n * c."nmonto")
	FROM (
		SELECT "nidcliente", "dfecdeuda", "nmonto", -1 AS n FROM unnest(antes)
		UNION ALL
		SELECT "nidcliente", "dfecdeuda", "nmonto", 1 FROM unnest(despues)
	) c
	GROUP BY 1, 2 HAVING sum(c.n) <> 0 OR sum(c.n * c."nmonto") <> 0 ORDER BY 1, 2
	ON CONFLICT ("nidcliente", "dia") DO UPDATE SET "ncantidad" = "cargo_cliente_dia"."ncantidad" + excluded."ncantidad",
		"nmonto" = "cargo_cliente_dia"."nmonto" + excluded."nmonto";
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.deuda_ra_alta()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of INSERT on "deuda_ra": its transition table read once, then each figure's piece in turn.
DECLARE
	despues_filas "deuda_ra"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE) moves no figure.
	IF NOT EXISTS (SELECT 1 FROM despues) THEN
		RETURN NULL;
	END IF;
	despues_filas := ARRAY(SELECT t::"deuda_ra" FROM despues t);
	PERFORM "deuda_ra_saldos"(NULL, despues_filas);
	PERFORM "deuda_ra_cargos"(NULL, despues_filas);
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.deuda_ra_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of UPDATE on "deuda_ra": its transition tables read once, then each figure's piece in turn.
DECLARE
	antes_filas "deuda_ra"[];
	despues_filas "deuda_ra"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE) moves no figure.
	IF NOT EXISTS (SELECT 1 FROM despues) THEN
		RETURN NULL;
	END IF;
	antes_filas := ARRAY(SELECT t::"deuda_ra" FROM antes t);
	despues_filas := ARRAY(SELECT t::"deuda_ra" FROM despues t);
	PERFORM "deuda_ra_saldos"(antes_filas, despues_filas);
	PERFORM "deuda_ra_cargos"(antes_filas, despues_filas);
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.deuda_ra_baja()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of DELETE on "deuda_ra": its transition table read once, then each figure's piece in turn.
DECLARE
	antes_filas "deuda_ra"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE) moves no figure.
	IF NOT EXISTS (SELECT 1 FROM antes) THEN
		RETURN NULL;
	END IF;
	antes_filas := ARRAY(SELECT t::"deuda_ra" FROM antes t);
	PERFORM "deuda_ra_saldos"(antes_filas, NULL);
	PERFORM "deuda_ra_cargos"(antes_filas, NULL);
	RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE TRIGGER "deuda_ra_alta" AFTER INSERT ON "deuda_ra" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "deuda_ra_alta"();--> statement-breakpoint
CREATE TRIGGER "deuda_ra_cambio" AFTER UPDATE ON "deuda_ra" REFERENCING OLD TABLE AS antes NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "deuda_ra_cambio"();--> statement-breakpoint
CREATE TRIGGER "deuda_ra_baja" AFTER DELETE ON "deuda_ra" REFERENCING OLD TABLE AS antes FOR EACH STATEMENT EXECUTE FUNCTION "deuda_ra_baja"();--> statement-breakpoint
-- What the debts written before this version owe and were charged, kept from now on by the triggers above.
INSERT INTO "saldo_cliente" ("nidcliente", "nsaldo")
SELECT "nidcliente", sum("nmonto" - "nabonado") FROM "deuda_ra" WHERE "nabonado" < "nmonto" GROUP BY 1;--> statement-breakpoint
INSERT INTO "deuda_dia" ("dia", "nsaldo")
SELECT ("dfecdeuda" AT TIME ZONE 'America/Santiago')::date, sum("nmonto" - "nabonado") FROM "deuda_ra"
WHERE "nabonado" < "nmonto" GROUP BY 1;--> statement-breakpoint
INSERT INTO "cargo_cliente_dia" ("nidcliente", "dia", "ncantidad", "nmonto")
SELECT "nidcliente", ("dfecdeuda" AT TIME ZONE 'America/Santiago')::date, count(*), sum("nmonto") FROM "deuda_ra" GROUP BY 1, 2;
--> statement-breakpoint
-- How many RAs each abono written before this version was applied to.
UPDATE "pago" p SET "nras" = a.n FROM (SELECT "nidpago", count(*)::int n FROM "pago_aplicacion" GROUP BY 1) a
WHERE a."nidpago" = p."nidpago";

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
	SELECT ("dfecdeuda" AT TIME ZONE {{CHILE_TIME_ZONE}})::date, sum(n) FROM cambios GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 1
	ON CONFLICT ("dia") DO UPDATE SET "nsaldo" = "deuda_dia"."nsaldo" + excluded."nsaldo";
END
$function$

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
$function$

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
$function$

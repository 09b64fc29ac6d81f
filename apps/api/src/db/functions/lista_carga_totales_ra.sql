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
$function$

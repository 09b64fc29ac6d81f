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
$function$

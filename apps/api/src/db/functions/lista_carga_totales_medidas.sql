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
$function$

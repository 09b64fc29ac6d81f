CREATE OR REPLACE FUNCTION public.lista_carga_totales_medidas()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	UPDATE "lista_carga" l SET "ntotalpesokg" = l."ntotalpesokg" + d.w, "ntotalvolumenm3" = l."ntotalvolumenm3" + d.v
	FROM (
		SELECT lb."nidlistacarga", sum(lb."ncantidadingresada" * (n."npesobultokg" - a."npesobultokg")) w,
			sum(lb."ncantidadingresada" * (n."nvolumenbultom3" - a."nvolumenbultom3")) v
		FROM despues n JOIN antes a ON a."niditem" = n."niditem"
		JOIN "lista_carga_bulto" lb ON lb."niditem" = n."niditem"
		WHERE n."npesobultokg" <> a."npesobultokg" OR n."nvolumenbultom3" <> a."nvolumenbultom3"
		GROUP BY 1
	) d
	WHERE l."nidlistacarga" = d."nidlistacarga";
	RETURN NULL;
END
$function$

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
$function$

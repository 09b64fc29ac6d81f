CREATE OR REPLACE FUNCTION public.venta_operacion_bulto_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	ras integer[];
	listas integer[];
BEGIN
	SELECT array_agg(DISTINCT c."nidra"), array_agg(DISTINCT c."nidlistacarga") INTO ras, listas FROM (
		(SELECT "nidlistacarga", "niditem", "nidra", "ncantidadingresada" FROM antes
		 EXCEPT SELECT "nidlistacarga", "niditem", "nidra", "ncantidadingresada" FROM despues)
		UNION ALL
		(SELECT "nidlistacarga", "niditem", "nidra", "ncantidadingresada" FROM despues
		 EXCEPT SELECT "nidlistacarga", "niditem", "nidra", "ncantidadingresada" FROM antes)
	) c;
	IF ras IS NOT NULL THEN
		PERFORM "venta_operacion_invalidar"(ras, listas, '{}');
	END IF;
	RETURN NULL;
END
$function$

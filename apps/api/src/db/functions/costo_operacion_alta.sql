CREATE OR REPLACE FUNCTION public.costo_operacion_alta()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of INSERT on "costo_operacion": its transition table read once, then each figure's piece in turn.
DECLARE
	despues_filas "costo_operacion"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE, every scan)
	-- moves no figure.
	IF NOT EXISTS (SELECT 1 FROM despues) THEN
		RETURN NULL;
	END IF;
	despues_filas := ARRAY(SELECT t::"costo_operacion" FROM despues t);
	PERFORM "operacion_costo_total"(NULL, despues_filas);
	PERFORM "venta_operacion_costo_alta"(NULL, despues_filas);
	RETURN NULL;
END
$function$

CREATE OR REPLACE FUNCTION public.costo_operacion_baja()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of DELETE on "costo_operacion": its transition table read once, then each figure's piece in turn.
DECLARE
	antes_filas "costo_operacion"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE, every scan)
	-- moves no figure.
	IF NOT EXISTS (SELECT 1 FROM antes) THEN
		RETURN NULL;
	END IF;
	antes_filas := ARRAY(SELECT t::"costo_operacion" FROM antes t);
	PERFORM "operacion_costo_total"(antes_filas, NULL);
	PERFORM "venta_operacion_costo_baja"(antes_filas, NULL);
	RETURN NULL;
END
$function$

CREATE OR REPLACE FUNCTION public.costo_operacion_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of UPDATE on "costo_operacion": its transition tables read once, then each figure's piece in turn.
DECLARE
	antes_filas "costo_operacion"[];
	despues_filas "costo_operacion"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE, every scan)
	-- moves no figure.
	IF NOT EXISTS (SELECT 1 FROM despues) THEN
		RETURN NULL;
	END IF;
	antes_filas := ARRAY(SELECT t::"costo_operacion" FROM antes t);
	despues_filas := ARRAY(SELECT t::"costo_operacion" FROM despues t);
	PERFORM "operacion_costo_total"(antes_filas, despues_filas);
	PERFORM "venta_operacion_costo_cambio"(antes_filas, despues_filas);
	RETURN NULL;
END
$function$

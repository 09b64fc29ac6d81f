CREATE OR REPLACE FUNCTION public.precio_ra_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of UPDATE on "precio_ra": its transition tables read once, then each figure's piece in turn.
DECLARE
	antes_filas "precio_ra"[];
	despues_filas "precio_ra"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE, every scan)
	-- moves no figure.
	IF NOT EXISTS (SELECT 1 FROM despues) THEN
		RETURN NULL;
	END IF;
	antes_filas := ARRAY(SELECT t::"precio_ra" FROM antes t);
	despues_filas := ARRAY(SELECT t::"precio_ra" FROM despues t);
	PERFORM "gestion_pendiente_precio"(antes_filas, despues_filas);
	PERFORM "venta_operacion_precio_alta"(antes_filas, despues_filas);
	RETURN NULL;
END
$function$

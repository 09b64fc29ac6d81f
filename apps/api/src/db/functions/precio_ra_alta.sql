CREATE OR REPLACE FUNCTION public.precio_ra_alta()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of INSERT on "precio_ra": its transition table read once, then each figure's piece in turn.
DECLARE
	despues_filas "precio_ra"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE, every scan)
	-- moves no figure.
	IF NOT EXISTS (SELECT 1 FROM despues) THEN
		RETURN NULL;
	END IF;
	despues_filas := ARRAY(SELECT t::"precio_ra" FROM despues t);
	PERFORM "gestion_pendiente_precio"(NULL, despues_filas);
	PERFORM "venta_operacion_precio_alta"(NULL, despues_filas);
	RETURN NULL;
END
$function$

CREATE OR REPLACE FUNCTION public.precio_ra_baja()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of DELETE on "precio_ra": its transition table read once, then each figure's piece in turn.
DECLARE
	antes_filas "precio_ra"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE, every scan)
	-- moves no figure.
	IF NOT EXISTS (SELECT 1 FROM antes) THEN
		RETURN NULL;
	END IF;
	antes_filas := ARRAY(SELECT t::"precio_ra" FROM antes t);
	PERFORM "gestion_pendiente_precio"(antes_filas, NULL);
	PERFORM "venta_operacion_precio_baja"(antes_filas, NULL);
	RETURN NULL;
END
$function$

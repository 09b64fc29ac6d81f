CREATE OR REPLACE FUNCTION public.recepcion_alta()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of INSERT on "recepcion": its transition table read once, then each figure's piece in turn.
DECLARE
	despues_filas "recepcion"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE, every scan)
	-- moves no figure.
	IF NOT EXISTS (SELECT 1 FROM despues) THEN
		RETURN NULL;
	END IF;
	despues_filas := ARRAY(SELECT t::"recepcion" FROM despues t);
	PERFORM "contador_ra_alta"(NULL, despues_filas);
	PERFORM "gestion_ingreso_alta"(NULL, despues_filas);
	PERFORM "gestion_pendiente_alta"(NULL, despues_filas);
	PERFORM "gestion_plazo_ra_alta"(NULL, despues_filas);
	RETURN NULL;
END
$function$

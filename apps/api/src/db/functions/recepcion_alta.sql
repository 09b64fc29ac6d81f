CREATE OR REPLACE FUNCTION public.recepcion_alta()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of INSERT on "recepcion": its transition table read once, then each figure's piece in turn.
DECLARE
	despues_filas "recepcion"[] := ARRAY(SELECT t::"recepcion" FROM despues t);
BEGIN
	PERFORM "contador_ra_alta"(NULL, despues_filas);
	PERFORM "gestion_ingreso_alta"(NULL, despues_filas);
	PERFORM "gestion_pendiente_alta"(NULL, despues_filas);
	PERFORM "gestion_plazo_ra_alta"(NULL, despues_filas);
	RETURN NULL;
END
$function$

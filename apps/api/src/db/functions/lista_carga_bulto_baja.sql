CREATE OR REPLACE FUNCTION public.lista_carga_bulto_baja()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of DELETE on "lista_carga_bulto": its transition table read once, then each figure's piece in turn.
DECLARE
	antes_filas "lista_carga_bulto"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE, every scan)
	-- moves no figure.
	IF NOT EXISTS (SELECT 1 FROM antes) THEN
		RETURN NULL;
	END IF;
	antes_filas := ARRAY(SELECT t::"lista_carga_bulto" FROM antes t);
	PERFORM "gestion_diferencia_bulto"(antes_filas, NULL);
	PERFORM "lista_carga_totales_bulto"(antes_filas, NULL);
	PERFORM "venta_operacion_bulto_baja"(antes_filas, NULL);
	RETURN NULL;
END
$function$

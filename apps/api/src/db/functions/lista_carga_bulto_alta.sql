CREATE OR REPLACE FUNCTION public.lista_carga_bulto_alta()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of INSERT on "lista_carga_bulto": its transition table read once, then each figure's piece in turn.
DECLARE
	despues_filas "lista_carga_bulto"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE, every scan)
	-- moves no figure.
	IF NOT EXISTS (SELECT 1 FROM despues) THEN
		RETURN NULL;
	END IF;
	despues_filas := ARRAY(SELECT t::"lista_carga_bulto" FROM despues t);
	PERFORM "diferencia_destino_bulto"(NULL, despues_filas);
	PERFORM "gestion_diferencia_bulto"(NULL, despues_filas);
	PERFORM "lista_carga_totales_bulto"(NULL, despues_filas);
	PERFORM "venta_operacion_bulto_alta"(NULL, despues_filas);
	RETURN NULL;
END
$function$

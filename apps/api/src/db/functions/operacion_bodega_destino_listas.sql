CREATE OR REPLACE FUNCTION public.operacion_bodega_destino_listas()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	UPDATE "lista_carga" SET "scodbodegadestino" = NEW."scodbodegadestino" WHERE "nidoperacion" = NEW."nidoperacion";
	RETURN NULL;
END $function$

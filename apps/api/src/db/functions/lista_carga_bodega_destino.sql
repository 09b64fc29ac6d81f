CREATE OR REPLACE FUNCTION public.lista_carga_bodega_destino()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	SELECT o."scodbodegadestino" INTO NEW."scodbodegadestino" FROM "operacion" o WHERE o."nidoperacion" = NEW."nidoperacion";
	RETURN NEW;
END $function$

CREATE OR REPLACE FUNCTION public.gestion_ingreso_semana_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "gestion_ingreso_semana" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "dsemana", "ncantidadra", "ncantidadbultos", "npesokg", "nvolumenm3")
		SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", date_trunc('week', "dfecha")::date,
			sum("ncantidadra")::int, sum("ncantidadbultos")::int, sum("npesokg"), sum("nvolumenm3")
		FROM despues GROUP BY 1, 2, 3, 4;
	ELSE
		INSERT INTO "gestion_ingreso_semana" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "dsemana", "ncantidadra", "ncantidadbultos", "npesokg", "nvolumenm3")
		SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", date_trunc('week', "dfecha")::date,
			-sum("ncantidadra")::int, -sum("ncantidadbultos")::int, -sum("npesokg"), -sum("nvolumenm3")
		FROM antes GROUP BY 1, 2, 3, 4;
	END IF;
	RETURN NULL;
END
$function$

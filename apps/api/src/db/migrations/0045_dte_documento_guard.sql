CREATE OR REPLACE FUNCTION public.dte_documento_inmutable()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- Issue 34: an issued tax document is a ledger row. It is corrected by a nota de crédito, never edited nor
-- deleted: only its status columns change (annulled by a nota, its batch, the SII's verdict). The code never
-- does otherwise; this refuses it to anyone else who writes to the database.
BEGIN
	IF TG_OP = 'DELETE' THEN
		RAISE EXCEPTION 'El documento tributario % N° % no se puede borrar: se corrige con una nota de crédito', OLD."ntipo", OLD."nfolio"
			USING ERRCODE = 'integrity_constraint_violation';
	END IF;
	IF (to_jsonb(NEW) - 'sindanulado' - 'nidenvio' - 'sestadosii') IS DISTINCT FROM (to_jsonb(OLD) - 'sindanulado' - 'nidenvio' - 'sestadosii') THEN
		RAISE EXCEPTION 'El documento tributario % N° % no se puede modificar: se corrige con una nota de crédito', OLD."ntipo", OLD."nfolio"
			USING ERRCODE = 'integrity_constraint_violation';
	END IF;
	RETURN NEW;
END
$function$;

--> statement-breakpoint
CREATE TRIGGER "dte_documento_inmutable" BEFORE UPDATE OR DELETE ON "dte_documento"
	FOR EACH ROW EXECUTE FUNCTION "dte_documento_inmutable"();

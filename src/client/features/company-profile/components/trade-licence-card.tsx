import { FileText } from "lucide-react";
import { type ChangeEvent, useState } from "react";
import { DOCUMENT_MAX_BYTES, DOCUMENT_TOO_LARGE, DOCUMENT_TYPES } from "../../../../domain/company-documents";
import { companyEndpoints } from "../../../../domain/contracts/companies/endpoints";
import { pathOf } from "../../../../domain/contracts/endpoint";
import { formatInstant } from "../../../../domain/dates";
import { FormField } from "../../../components/form-field";
import { QueryState } from "../../../components/query-state";
import { readDataUrl } from "../../../components/read-image-file";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { ApiError, errorMessage } from "../../../lib/api";
import { useI18n } from "../../../lib/i18n";
import { useCompanyDocuments, useUploadTradeLicence } from "../api/trade-licence";

/**
 * The company's trade licence (docs/product-rules.md, "Business documents"): the admin opens it
 * when vetting the company. A picked file is sent at once, so the card never holds an unsaved change.
 */
export function TradeLicenceCard() {
  const { t, language } = useI18n();
  const documents = useCompanyDocuments();
  const upload = useUploadTradeLicence();
  const [error, setError] = useState<string>();
  const licence = documents.data?.tradeLicence;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setError(undefined);
    // Refused here already, so 5 MB is not sent for nothing; the server reads the type from the bytes.
    if (file.size > DOCUMENT_MAX_BYTES) {
      setError(DOCUMENT_TOO_LARGE);
      input.value = "";
      return;
    }
    upload.mutate(await readDataUrl(file), {
      onError: (failure) =>
        setError(
          (failure instanceof ApiError && failure.fieldErrors.document) ||
            errorMessage(failure, "Failed to upload the trade licence"),
        ),
      onSettled: () => {
        input.value = "";
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">
          <h2>{t("Trade licence")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-muted-foreground">
          {t("The marketplace checks it before approving your company. Only you and its admins can open it.")}
        </p>
        {documents.data ? (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" role="status">
            {licence ? (
              <>
                <a
                  href={pathOf(companyEndpoints.ownTradeLicence)}
                  className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                >
                  <FileText aria-hidden className="size-4" />
                  {t("Trade licence")}
                </a>
                <span className="text-muted-foreground">
                  {t("Uploaded on {{date}}", { date: formatInstant(licence.uploadedAt, language) })}
                </span>
              </>
            ) : (
              <span className="text-muted-foreground">{t("No document uploaded")}</span>
            )}
          </p>
        ) : (
          <QueryState
            isLoading={documents.isLoading}
            error={documents.error ?? new Error("no documents")}
            fallback="Failed to load data"
            label="documents"
          />
        )}
        <FormField
          label={licence ? t("Replace it with another file") : t("Upload your trade licence")}
          hint={t("A PDF or a photo (JPEG, PNG or WebP), at most 5 MB.")}
          error={error}
        >
          <Input
            type="file"
            accept={DOCUMENT_TYPES.join(",")}
            onChange={pick}
            disabled={upload.isPending}
            className="h-auto cursor-pointer py-1.5"
          />
        </FormField>
        {upload.isPending && (
          <p role="status" className="text-sm text-muted-foreground">
            {t("Uploading the document...")}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

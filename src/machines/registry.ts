import { remoteDataModel } from "./remote-data.model.ts";
import { resourceDownloadModel } from "./resource-download.model.ts";
import { companyProfileModel } from "./company-profile.model.ts";
import { entityDialogModel } from "./entity-dialog.model.ts";
import { eventLoadingModel } from "./event-loading.model.ts";
import { fileExportModel } from "./file-export.model.ts";
import { listViewModel } from "./list-view.model.ts";
import { otpLoginModel } from "./otp-login.model.ts";
import { passwordChangeModel } from "./password-change.model.ts";
import { referralRegistrationModel } from "./referral-registration.model.ts";
import { sessionModel } from "./session.model.ts";
import { supportRequestModel } from "./support-request.model.ts";
import type { AnyMachineModel } from "./testing/model.ts";
import { uploadModel } from "./upload.model.ts";
import { leadActionModel } from "./lead-action.model.ts";
import { leadBulkModel } from "./lead-bulk.model.ts";
import { leadImportModel } from "./lead-import.model.ts";

/**
 * Every machine of the portal with its test model (events, inputs, test doubles, assertions).
 * The coverage test and `npm run paths` read this list; each `<name>.machine.ts` must appear here.
 */
export const machineModels: ReadonlyArray<AnyMachineModel> = [
  sessionModel,
  eventLoadingModel,
  otpLoginModel,
  entityDialogModel,
  uploadModel,
  referralRegistrationModel,
  listViewModel,
  remoteDataModel,
  supportRequestModel,
  passwordChangeModel,
  companyProfileModel,
  fileExportModel,
  resourceDownloadModel,
  leadActionModel,
  leadBulkModel,
  leadImportModel,
];

// The signed-in exhibitor's company: the header summary and the profile form (SPEC §3, §5).
import { requireAuth } from '../http/exhibitor-scope.ts';
import { companyProfileRow, companySummaryRow, saveCompanyProfile } from '../exhibitors/company-profile.ts';
import { profileUpdateValues, toCompany, toCompanyProfile } from '../exhibitors/company-profile-mapper.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

export function companyHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async getCompany(request) {
      const { exhibitorId } = requireAuth(request);
      return { success: true, data: toCompany(await companySummaryRow(db, exhibitorId)) };
    },

    async getCompanyProfile(request) {
      const { exhibitorId } = requireAuth(request);
      return { success: true, data: toCompanyProfile(await companyProfileRow(db, exhibitorId)) };
    },

    async updateCompanyProfile(request) {
      const auth = requireAuth(request);
      const row = await saveCompanyProfile(db, auth, profileUpdateValues(request.body));
      return { success: true, message: 'Company profile updated successfully', data: toCompanyProfile(row) };
    },
  };
}

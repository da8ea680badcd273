// Public surface of the branches feature: the branch list (home shows a few) and its query (the
// router prefetches it). The branch screens are routes imported directly by app/router.tsx.
export { branchesInfoQuery, fetchBranchesInfo, useBranchesInfo } from './api/get-branches-info';
export { BranchList } from './components/branch-list';
export { MY_BRANCH_STORAGE_KEY, useMyBranchCode, useMyBranchStore } from './my-branch-store';
export { todayHours } from './branch-hours';

/** The calculator's texts as spec 1 sections 2, 5 and 8 word them (toasts, validation, empty states). */
export const CALC_MSG = {
  selectQuery: 'Please select a query',
  noOperations: 'No port operations found.',
  portRequired: 'Port is required',
  listOfErrors: 'List of Errors',
  noErrorFound: 'No Error Found',
  errorPopupTitle: 'List Of Errors',
  fillRequired: 'Please fill required fields',
  addDate: 'Please add date to selected vessels',
  vesselsAdded: 'Vessel(s) added successfully',
  vesselDeleted: 'Vessel deleted successfully',
  fleetsCopied: 'Fleets copied successfully',
  vesselCreated: 'Vessel Created Successfully',
  vesselNameRequired: 'Vessel Name is required',
  changeFuelMethod: 'Please change fuel calculation method',
  deleteVesselConfirm: 'Are you sure you want to delete this Vessel?',
  comingSoon: 'Coming Soon',
  /** The title of the mark on a fleet row whose vessel reaches the load port after the laycan end. */
  laycanMissed: 'Cannot make laycan: arrives at the first load port after the laycan end',
  /** Failed calculator calls without a message of their own. */
  failed: 'Something went wrong',
} as const;

import { graphql } from '../../../__generated__';

/** Create New Vessel (the + on Vessel Details): a catalogue vessel of the user's organization. */
export const createPanelVesselMutation = graphql(`
  mutation CreatePanelVessel($input: VesselInput!) {
    createVessel(input: $input) {
      id
      databaseId
      vesselName
      vesselDwt
      fuelType
      vesselScrubber
    }
  }
`);

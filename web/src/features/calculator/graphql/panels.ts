import { graphql } from '../../../__generated__';

/** Create New Vessel (the + on Vessel Details): a catalogue vessel of the user's organization. */
export const createPanelVesselMutation = graphql(`
  mutation CreatePanelVessel($input: VesselInput!) {
    createVessel(input: $input) {
      id
      vesselName
      vesselDwt
      fuelType
      vesselScrubber
    }
  }
`);

/**
 * The order's fuel price table copied to the delivery, redelivery and settlement prices of the user's fleet
 * entries of one fuel type (not the hand-overridden ones); answers the entries it changed.
 */
export const updateFleetFuelPricesMutation = graphql(`
  mutation UpdatePanelFleetFuelPrices($fuelType: FuelType!, $prices: FuelPricesInput!) {
    updateFleetFuelPrices(fuelType: $fuelType, prices: $prices) {
      ...CalcFleetEntryFields
    }
  }
`);

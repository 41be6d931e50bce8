import { graphql } from '../../../__generated__';

/** The vessel information editor (/vessel/{id}): the consumption tables, load lines, holds and description. */
export const loadLineRowFields = graphql(`
  fragment LoadLineRowFields on LoadLineRow {
    draft
    displacement
    dwt
    freeBoard
  }
`);

/** What the editor form (VesselEditorScreen's VesselEditorForm, editorFormOf) reads. */
export const vesselEditorFields = graphql(`
  fragment VesselEditorForm_vessel on Vessel {
    id
    version
    vesselName
    vesselDwt
    vesselIMO
    vesselBalSpd1
    vesselBalConsmHS1
    vesselBalConsmLS1
    vesselBalConsmMGO1
    vesselBalSpd2
    vesselBalConsmHS2
    vesselBalConsmLS2
    vesselBalConsmMGO2
    vesselBalSpd3
    vesselBalConsmHS3
    vesselBalConsmLS3
    vesselBalConsmMGO3
    vesselBalSpd4
    vesselBalConsmHS4
    vesselBalConsmLS4
    vesselBalConsmMGO4
    vesselLdnSpd1
    vesselLdnConsmHS1
    vesselLdnConsmLS1
    vesselLdnConsmMGO1
    vesselLdnSpd2
    vesselLdnConsmHS2
    vesselLdnConsmLS2
    vesselLdnConsmMGO2
    vesselLdnSpd3
    vesselLdnConsmHS3
    vesselLdnConsmLS3
    vesselLdnConsmMGO3
    vesselLdnSpd4
    vesselLdnConsmHS4
    vesselLdnConsmLS4
    vesselLdnConsmMGO4
    vesselBalComb1Selected
    vesselBalComb2Selected
    vesselBalComb3Selected
    vesselBalComb4Selected
    vesselLadComb1Selected
    vesselLadComb2Selected
    vesselLadComb3Selected
    vesselLadComb4Selected
    vesselPIdleConsmHS
    vesselPIdleConsmLS
    vesselPIdleConsmMGO
    vesselPLdgConsmHS
    vesselPLdgConsmLS
    vesselPLdgConsmMGO
    vesselPDischConsmHS
    vesselPDischConsmLS
    vesselPDischConsmMGO
    vesselVExtraConsmHS
    vesselVExtraConsmLS
    vesselVExtraConsmMGO
    vesselExtraDetails {
      vesselTextDescription
      holdCapacity {
        grainCapacity
        baleCapacity
        length
        width
        hatchLength
        hatchWidth
        tankTopStrength
        deckStrength
        hatchCoverStrength
      }
      loadLines {
        tropicalFresh {
          ...LoadLineRowFields
        }
        fresh {
          ...LoadLineRowFields
        }
        tropical {
          ...LoadLineRowFields
        }
        summer {
          ...LoadLineRowFields
        }
        winter {
          ...LoadLineRowFields
        }
        winterNorthAtlantic {
          ...LoadLineRowFields
        }
      }
    }
  }
`);

export const vesselEditorQuery = graphql(`
  query VesselEditor($id: Int!) {
    vessel(id: $id) {
      id
      version
      ...VesselEditorForm_vessel
    }
  }
`);

export const saveVesselEditorMutation = graphql(`
  mutation SaveVesselEditor($id: Int!, $input: VesselInput!, $version: Int) {
    updateVessel(id: $id, input: $input, version: $version) {
      id
      version
      ...VesselEditorForm_vessel
    }
  }
`);

import { Field, Float, ObjectType } from 'type-graphql';
import type { VoyageCanalDues } from '../../../../shared/voyage/voyage-canal-dues.js';
import type {
  Canal as EngineCanal,
  DwtClass as EngineDwtClass,
} from '../../../../shared/voyage/route-alternatives-dues.js';
import { Canal, DwtClass } from './route-alternatives.enums.js';

@ObjectType({ description: 'One canal transit charged in Others: the canal, the leg, the dues of the class' })
export class ExplainCanalTransit implements Readonly<VoyageCanalDues['transits'][number]> {
  @Field(() => Canal, { description: 'The canal transited.' }) canal!: EngineCanal;
  @Field({ description: "'ballast' for the vessel's ballast leg, else the id of the row the leg arrives at." })
  leg!: string;
  @Field({ description: 'The port the leg arrives at.' }) toPort!: string;
  @Field(() => Float, { description: "Dues of one transit at the vessel's deadweight class, USD." })
  usdPerTransit!: number;
}

@ObjectType({ description: 'A leg whose canal transits are not known (not routed): no dues charged for it' })
export class ExplainUnknownTransitLeg implements Readonly<VoyageCanalDues['unknownLegs'][number]> {
  @Field({ description: "'ballast' for the vessel's ballast leg, else the id of the row the leg arrives at." })
  leg!: string;
  @Field({ description: 'The port the leg arrives at.' }) toPort!: string;
}

@ObjectType({
  description:
    "The canal dues in Others (issue #21 item 3): the transits of the vessel's legs at the dues of its deadweight class",
})
export class ExplainCanalDues implements Readonly<VoyageCanalDues> {
  @Field(() => DwtClass, { description: "The vessel's deadweight class, which the dues are read for." })
  dwtClass!: EngineDwtClass;
  @Field(() => [ExplainCanalTransit], { description: 'Each transit charged, in voyage order.' })
  transits!: ExplainCanalTransit[];
  @Field(() => [ExplainUnknownTransitLeg], {
    description: 'Legs whose transits are not known (a distance typed by hand or saved, or not routed): none charged.',
  })
  unknownLegs!: ExplainUnknownTransitLeg[];
  @Field(() => Float, { description: "Sum of the transits' dues, USD (part of Others)." }) total!: number;
}

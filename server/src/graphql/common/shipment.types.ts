import { Field, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';
import type { Courier, Shipment, ShipmentPiece } from '../../entities/shipment.entity';

@ObjectType('ShipmentPiece', { description: 'One physical piece sent for an order line: its BIS HUID and certificate report number.' })
export class ShipmentPieceType {
  @Field(() => Int, { description: 'The order line (order item id) the piece was sent for.' })
  orderItemId: number;

  @Field(() => String, {
    nullable: true,
    description: 'The six-character Hallmark Unique ID of this piece; null where the line has no hallmark.',
  })
  huid: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The certificate report number of this piece; null where the design's certificate is not per piece.",
  })
  certificateNumber: string | null;
}

@ObjectType('OrderShipment', { description: 'The parcel of a shipped order (docs/decisions.md#shipments-and-one-vocabulary).' })
export class OrderShipment {
  @Field({ description: 'The courier, as it was named when the order shipped.' })
  courierName: string;

  @Field({ description: "The courier's tracking number." })
  trackingNumber: string;

  @Field(() => String, {
    nullable: true,
    description: "The courier's tracking page for this parcel; null when the courier has no tracking link.",
  })
  trackingUrl: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When the order was marked shipped.' })
  shippedAt: Date;

  @Field(() => [ShipmentPieceType], { description: 'The pieces sent, by order line.' })
  pieces: ShipmentPieceType[];
}

export const toOrderShipment = (shipment: Shipment & { pieces: ShipmentPiece[] }): OrderShipment =>
  Object.assign(new OrderShipment(), {
    courierName: shipment.courierName,
    trackingNumber: shipment.trackingNumber,
    trackingUrl: shipment.trackingUrl,
    shippedAt: shipment.shippedAt,
    pieces: shipment.pieces.map((piece) =>
      Object.assign(new ShipmentPieceType(), {
        orderItemId: piece.orderItemId,
        huid: piece.huid,
        certificateNumber: piece.certificateNumber,
      }),
    ),
  });

@ObjectType('Courier', { description: 'A courier the shop ships with; the admin edits the list.' })
export class CourierType {
  @Field(() => Int) id: number;
  @Field() name: string;
  @Field(() => String, { nullable: true, description: 'The tracking page address, {tracking} standing for the tracking number.' })
  trackingUrlTemplate: string | null;
  @Field({ description: 'False once deactivated: no longer offered in the Ship dialog.' }) active: boolean;
}

export const toCourierType = (courier: Courier): CourierType => Object.assign(new CourierType(), courier);

@InputType({ description: 'A courier to add or edit.' })
export class CourierInput {
  @Field() name: string;
  @Field(() => String, { nullable: true, description: 'https://… with {tracking} where the tracking number goes; empty for none.' })
  trackingUrlTemplate: string | null;
  @Field({ defaultValue: true }) active: boolean;
}

@InputType({ description: 'One piece sent: the order line, its HUID and certificate report number.' })
export class ShipmentPieceInput {
  @Field(() => Int) orderItemId: number;
  @Field(() => String, {
    nullable: true,
    description: 'Six letters or digits; required where the line is hallmarked; unique across the shop.',
  })
  huid: string | null;
  @Field(() => String, { nullable: true, description: "Required where the design's certificate is per piece." })
  certificateNumber: string | null;
}

@InputType({ description: 'Ship an order: its courier, tracking number and the pieces sent.' })
export class ShipOrderInput {
  @Field(() => Int) orderId: number;
  @Field(() => Int) courierId: number;
  @Field() trackingNumber: string;
  @Field(() => [ShipmentPieceInput], { defaultValue: [] }) pieces: ShipmentPieceInput[];
  @Field(() => Int, { nullable: true, description: 'The version the admin saw (AdminOrder.version).' })
  expectedVersion: number | null;
}

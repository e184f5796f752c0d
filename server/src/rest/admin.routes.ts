import { type NextFunction, type Request, type RequestHandler, type Response, Router } from 'express';
import { DomainError } from '../domain/common/domain-error';
import { InputValidationError, isErrorResult } from '../domain/common/error-results';
import { inquiryFields } from '../domain/content/content-admin.service';
import { OrderKind, type OrdersAdminService, backOfficeStatusLabel } from '../domain/orders/orders-admin.service';
import type { RequestContext } from '../domain/common/request-context';
import { minorToMajor } from '../domain/pricing/money';
import { pieceTotalMinor } from '../domain/pricing/totals';
import type { ContactInquiry } from '../entities/contact-inquiry.entity';
import { Order } from '../entities/order.entity';
import { type OrderItem, OrderItemType } from '../entities/order-item.entity';
import type { SocialPost } from '../entities/social-post.entity';
import type { Services } from '../services';
import type { PrivatePictures } from '../storage/private-pictures';
import { requireAdmin } from './auth.middleware';
import { httpStatusOf, sendError, sendErrorResult } from './errors';
import { fileOf, multipartAny } from './multipart';
import { num, pathId } from './params';

/**
 * The legacy shape of an order in the back-office (docs/legacy-rest.md#shape-back-office-order), from our
 * order: the frame-shop names are kept (docs/decisions.md#frame-shop-remnants). Amounts are plain numbers
 * with two decimals in the order's currency; `price` is one piece (metal price + stone + labour) and
 * `totalAmount` the line. A pre-listed item carries our product's name, ordered-colour pictures and size name
 * in the frame-shaped `frameSize` (width and height null); a custom item carries its request fields, the
 * frame-only ones null.
 */
function legacyAdminOrder(order: Order, items: OrderItem[], images: Map<number, string[]>, privatePictures: PrivatePictures) {
  return {
    orderId: order.id,
    userId: order.userId,
    firstName: order.firstName,
    lastName: order.lastName,
    email: order.email,
    address: order.address,
    apt: order.apartment,
    city: order.city,
    state: order.state,
    postalCode: order.zipCode,
    phone: order.phone,
    currencyCode: order.currencyCode,
    totalPrice: minorToMajor(order.subtotalMinor),
    shippingCharge: minorToMajor(order.shippingMinor),
    tax: minorToMajor(order.taxMinor),
    grandTotal: minorToMajor(order.totalMinor),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    status: order.status,
    statusLabel: backOfficeStatusLabel(order.status),
    createdAt: order.createdAt,
    orderItems: items.map((item) => {
      const preListed = item.productType === OrderItemType.PRE_LISTED;
      const pictures = item.productColorId === null ? [] : (images.get(item.productColorId) ?? []);
      return {
        orderItemId: item.id,
        productType: item.productType,
        p_id: item.productId,
        name: item.productName,
        purity: item.purity,
        color: item.colorName,
        quantity: item.quantity,
        price: minorToMajor(pieceTotalMinor(item)),
        metalPrice: minorToMajor(item.unitPriceMinor),
        stoneCharge: minorToMajor(item.stoneChargeMinor),
        labourCharge: minorToMajor(item.labourChargeMinor),
        totalAmount: minorToMajor(item.totalMinor),
        frameSize: preListed
          ? {
              frame: { name: item.productName, images: pictures.map((imageUrl) => ({ imageUrl })) },
              size: item.sizeName === null ? null : { label: item.sizeName, width: null, height: null },
            }
          : null,
        // A custom request's reference picture is private: a link that works for an hour or two (storage/private-pictures.ts).
        imageUrl: privatePictures.link(item.imageUrl),
        customSize: item.customSize,
        width: null,
        height: null,
        material: item.material,
        frameShape: null,
        frameMaterial: null,
        thickness: null,
        glassThickness: null,
        instructions: item.instructions,
      };
    }),
  };
}

const legacyInquiry = (inquiry: ContactInquiry) => ({ inquiryId: inquiry.id, ...inquiryFields(inquiry) });

const legacyPost = (post: SocialPost) => ({ id: post.id, imagePath: post.imagePath, link: post.link });

/**
 * The slider's client shows "the server message" on failure (docs/legacy-rest.md#back-office-slider): its
 * errors carry the text in `message` as well as in `details`.
 */
const withMessageOnError =
  (handler: (req: Request, res: Response) => Promise<void>): RequestHandler =>
  (req: Request, res: Response, next: NextFunction) =>
    handler(req, res).catch((error: unknown) => {
      if (!(error instanceof DomainError)) return next(error);
      sendError(res, httpStatusOf(error.code), error.message, 'details', { message: error.message });
    });

/** ?kind=regular|custom (any case), or every order without it. */
function orderKindOf(value: unknown): OrderKind | null | undefined {
  if (value === undefined || value === '') return null;
  const kind = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (Object.values(OrderKind) as string[]).includes(kind) ? (kind as OrderKind) : undefined;
}

/**
 * The back-office legacy paths (docs/legacy-rest.md#back-office) for the dashboard, orders, contact
 * inquiries, slider and social posts. Every one is admin only (docs/decisions.md#authorisation), also those
 * the seed's client sent without a token.
 */
export function adminRoutes({ dashboard, ordersAdmin, contentAdmin, privatePictures }: Services): Router {
  const router = Router();

  // --- dashboard ---

  // GET /frame/getallframes -> { data: [{ p_id, name }], total }: every product (they stand where the seed
  // counted frames, docs/decisions.md#frame-shop-remnants); the dashboard counts the list.
  router.get('/frame/getallframes', requireAdmin, async (req, res) => {
    const products = await dashboard.productSummaries(req.ctx);
    res.json({ data: products.map((p) => ({ p_id: p.id, name: p.name })), total: products.length });
  });

  // GET /contact/getall[?status=new|pending|closed] -> plain array of inquiries, newest first.
  router.get('/contact/getall', requireAdmin, async (req, res) => {
    const status = req.query.status;
    if (status !== undefined && (typeof status !== 'string' || !['new', 'pending', 'closed'].includes(status)))
      return sendError(res, 400, 'Status must be new, pending or closed');
    const { inquiries } = await contentAdmin.listInquiries(
      req.ctx,
      { status: (status as ContactInquiry['status'] | undefined) ?? null },
      { all: true },
    );
    res.json(inquiries.map(legacyInquiry));
  });

  // --- orders ---

  // GET /order/getallorders[?kind=regular|custom] -> { data: [order (see legacyAdminOrder)] }, newest first.
  router.get('/order/getallorders', requireAdmin, async (req, res) => {
    const kind = orderKindOf(req.query.kind);
    if (kind === undefined) return sendError(res, 400, 'kind must be regular or custom');
    const { orders, images } = await ordersAdmin.listOrdersWithItems(req.ctx, kind);
    res.json({ data: orders.map(({ order, items }) => legacyAdminOrder(order, items, images, privatePictures)) });
  });

  // PUT /order/updatestatus/{orderId} { status: 1-5, courier?, trackingNumber?, pieces? } -> { message: 'Status updated
  // successfully!', orderId, status, statusLabel }. Status 3 with a courier (name or id) or a tracking number records the
  // parcel as GraphQL shipOrder does (both then required; pieces [{ orderItemId, huid, certificateNumber }] as there);
  // status 3 with neither ships without a parcel, as the specifications' client did (docs/decisions.md#shipments-and-one-vocabulary).
  router.put('/order/updatestatus/:orderId', requireAdmin, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const result = await legacyStatusChange(ordersAdmin, req.ctx, pathId(req.params.orderId, 'order id'), body);
    if (!(result instanceof Order)) return sendErrorResult(res, result);
    res.json({
      message: 'Status updated successfully!',
      orderId: result.id,
      status: result.status,
      statusLabel: backOfficeStatusLabel(result.status),
    });
  });

  // DELETE /order/delete/{orderId} -> { message: 'Order deleted successfully!', orderId }.
  router.delete('/order/delete/:orderId', requireAdmin, async (req, res) => {
    const { id } = await ordersAdmin.deleteOrder(req.ctx, pathId(req.params.orderId, 'order id'));
    res.json({ message: 'Order deleted successfully!', orderId: id });
  });

  // --- slider (GET /slider/active is public, in content.routes.ts) ---

  // POST /slider/createslider, multipart with the file in `imageUrl` -> 201 { message: 'Image uploaded successfully',
  // data: { sliderId, imageUrl } }; 400 'Please select an image' without a file, 400 with the reason for a file that
  // is not an image (nothing stored).
  router.post(
    '/slider/createslider',
    requireAdmin,
    multipartAny,
    withMessageOnError(async (req, res) => {
      const result = await contentAdmin.createSliderImage(req.ctx, fileOf(req.files, 'imageUrl')?.buffer);
      if (result instanceof InputValidationError) return sendErrorResult(res, result, { extra: { message: result.message } });
      res.status(201).json({ message: 'Image uploaded successfully', data: { sliderId: result.id, imageUrl: result.imageUrl } });
    }),
  );

  // DELETE /slider/delete/{sliderId} -> { message: 'Image deleted successfully' } (row, then file).
  router.delete(
    '/slider/delete/:sliderId',
    requireAdmin,
    withMessageOnError(async (req, res) => {
      const deleted = await contentAdmin.deleteSliderImage(req.ctx, pathId(req.params.sliderId, 'slider id'));
      res.json({ message: 'Image deleted successfully', sliderId: deleted.id });
    }),
  );

  // --- social posts (GET /instagram-posts is public, in content.routes.ts) ---

  // POST /admin/instagram-posts, multipart { image (JPEG/PNG), link } -> 201 { id, imagePath, link }.
  router.post('/admin/instagram-posts', requireAdmin, multipartAny, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const result = await contentAdmin.createSocialPost(req.ctx, { image: fileOf(req.files, 'image')?.buffer, link: body.link });
    if (result instanceof InputValidationError) return sendErrorResult(res, result);
    res.status(201).json(legacyPost(result));
  });

  // PUT /admin/instagram-posts/{id}, multipart (or JSON) { link?, image? } -> { id, imagePath, link }; a new image
  // replaces the old one, whose file is deleted.
  router.put('/admin/instagram-posts/:id', requireAdmin, multipartAny, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const result = await contentAdmin.updateSocialPost(req.ctx, pathId(req.params.id, 'post id'), {
      image: fileOf(req.files, 'image')?.buffer,
      link: body.link,
      // Optional (docs/decisions.md#no-lost-updates): without it last write wins.
      expectedVersion: body.version === undefined || body.version === '' ? undefined : num(body.version),
    });
    if (isErrorResult(result)) return sendErrorResult(res, result);
    res.json(legacyPost(result));
  });

  // DELETE /admin/instagram-posts/{id} -> { message: 'Post deleted successfully', id } (row, then file).
  router.delete('/admin/instagram-posts/:id', requireAdmin, async (req, res) => {
    const deleted = await contentAdmin.deleteSocialPost(req.ctx, pathId(req.params.id, 'post id'));
    res.json({ message: 'Post deleted successfully', id: deleted.id });
  });

  return router;
}

/**
 * The legacy status change: status 3 with a courier (name or id) or a tracking number ships with the parcel as
 * GraphQL shipOrder does; any other, and 3 with neither, moves the status as the specifications' client asked.
 */
async function legacyStatusChange(ordersAdmin: OrdersAdminService, ctx: RequestContext, orderId: number, body: Record<string, unknown>) {
  const status = num(body.status);
  if (status === 3 && (body.courier != null || body.trackingNumber != null)) {
    return ordersAdmin.shipOrder(ctx, orderId, {
      courierId: body.courier == null ? undefined : ((await ordersAdmin.courierIdOf(body.courier)) ?? 0),
      trackingNumber: body.trackingNumber,
      pieces: body.pieces,
    });
  }
  return ordersAdmin.updateOrderStatus(ctx, orderId, { status }, { legacyShip: true });
}

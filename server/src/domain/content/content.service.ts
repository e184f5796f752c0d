import type { DataSource } from 'typeorm';
import { SliderImage } from '../../entities/slider-image.entity';
import type { RequestContext } from '../common/request-context';

/** The home page's slider and other editorial content. */
export class ContentService {
  constructor(private readonly dataSource: DataSource) {}

  listActiveSliderImages(_ctx: RequestContext): Promise<SliderImage[]> {
    return this.dataSource.getRepository(SliderImage).find({ where: { isActive: true }, order: { position: 'ASC', id: 'ASC' } });
  }
}

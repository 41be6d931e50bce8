export { PositionReaderPage } from '../features/email/components/PositionReaderPage';

import { NotFound } from '../../components/ui/not-found.tsx';

export default NotFound;

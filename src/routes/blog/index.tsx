/** The blog list: every post, or its newest page once the blog is paged. */
export { listHead as head, ListPage as default } from '../../components/blog/BlogList.tsx';
